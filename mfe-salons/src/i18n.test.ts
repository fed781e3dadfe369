import { describeLocaleParts } from '@salon/i18n/testing';
import { SALONS_LOCALE_PARTS } from './i18n.ts';

describeLocaleParts('salons', SALONS_LOCALE_PARTS);
