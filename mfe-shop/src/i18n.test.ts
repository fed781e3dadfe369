import { describeLocaleParts } from '@salon/i18n/testing';
import { SHOP_LOCALE_PARTS } from './i18n.ts';

describeLocaleParts('shop', SHOP_LOCALE_PARTS);
