import { describeLocaleParts } from '@salon/i18n/testing';
import { AUTH_LOCALE_PARTS } from './i18n.ts';

describeLocaleParts('auth', AUTH_LOCALE_PARTS);
