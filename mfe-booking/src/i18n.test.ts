import { describeLocaleParts } from '@salon/i18n/testing';
import { BOOKING_LOCALE_PARTS } from './i18n.ts';

describeLocaleParts('booking', BOOKING_LOCALE_PARTS);
