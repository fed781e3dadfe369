import { describeLocaleParts } from '@salon/i18n/testing';
import { JOBS_LOCALE_PARTS } from './i18n.ts';

describeLocaleParts('jobs', JOBS_LOCALE_PARTS);
