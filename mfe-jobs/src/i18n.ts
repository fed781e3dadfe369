import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import { contentSeoLocales } from '@salon/seo/content/index';
import { SEO_NAMESPACE } from '@salon/seo/page-locales';
import applicationEn from './features/job-application/locales/en.json';
import applicationFr from './features/job-application/locales/fr.json';
import applicationPl from './features/job-application/locales/pl.json';
import offerEn from './features/job-offer/locales/en.json';
import offerFr from './features/job-offer/locales/fr.json';
import offerPl from './features/job-offer/locales/pl.json';
import offersEn from './features/job-offers/locales/en.json';
import offersFr from './features/job-offers/locales/fr.json';
import offersPl from './features/job-offers/locales/pl.json';

/** The jobs remote's i18n namespace. */
export const JOBS_NAMESPACE = 'jobs';

/*
 * One namespace; each feature keeps its copy beside it under its own top-level key
 * (`offers.*`, `offer.*`, `application.*`). The pages' titles, descriptions, headings and
 * breadcrumbs are @salon/seo's (`jobs.*` of the `seo` namespace), shared with the
 * gateway's served pages.
 */
export const JOBS_LOCALE_PARTS = {
  pl: [offersPl, offerPl, applicationPl],
  en: [offersEn, offerEn, applicationEn],
  fr: [offersFr, offerFr, applicationFr],
};

/** The namespace's copy in each language. */
export const JOBS_RESOURCES = mergeLocaleParts(JOBS_LOCALE_PARTS);

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(JOBS_NAMESPACE, JOBS_RESOURCES);
// The offers pages' titles, descriptions, headings and breadcrumbs, shared with the gateway's
// served pages (@salon/seo, decision 0034): the content area's part of the `seo` namespace.
registerNamespace(SEO_NAMESPACE, contentSeoLocales);
