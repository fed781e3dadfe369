import { describeLocaleParts } from '@salon/i18n/testing';
import { PROFILE_LOCALE_PARTS } from './i18n.ts';

describeLocaleParts('profile', PROFILE_LOCALE_PARTS);
