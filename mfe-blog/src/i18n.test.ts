import { describeLocaleParts } from '@salon/i18n/testing';
import { BLOG_LOCALE_PARTS } from './i18n.ts';

describeLocaleParts('blog', BLOG_LOCALE_PARTS);
