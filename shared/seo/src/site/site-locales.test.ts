import { describeLocaleParts } from '@salon/i18n/testing';
import { SITE_SEO_LOCALE_PARTS } from './index.ts';

// The shell's, the booking's and the shop's parts of the `seo` namespace: the same keys in
// pl, en and fr, none empty, no part hiding another's top-level key.
describeLocaleParts('seo (site area)', SITE_SEO_LOCALE_PARTS);
