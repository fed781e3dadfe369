import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import { contentSeoLocales } from '@salon/seo/content/index';
import { SEO_NAMESPACE } from '@salon/seo/page-locales';
import blogArticleEn from './features/blog-article/locales/en.json';
import blogArticleFr from './features/blog-article/locales/fr.json';
import blogArticlePl from './features/blog-article/locales/pl.json';
import blogCommentsEn from './features/blog-comments/locales/en.json';
import blogCommentsFr from './features/blog-comments/locales/fr.json';
import blogCommentsPl from './features/blog-comments/locales/pl.json';
import blogListEn from './features/blog-list/locales/en.json';
import blogListFr from './features/blog-list/locales/fr.json';
import blogListPl from './features/blog-list/locales/pl.json';
import homeBannersEn from './features/home-banners/locales/en.json';
import homeBannersFr from './features/home-banners/locales/fr.json';
import homeBannersPl from './features/home-banners/locales/pl.json';
import homeTeaserEn from './features/home-teaser/locales/en.json';
import homeTeaserFr from './features/home-teaser/locales/fr.json';
import homeTeaserPl from './features/home-teaser/locales/pl.json';
import homeVideosEn from './features/home-videos/locales/en.json';
import homeVideosFr from './features/home-videos/locales/fr.json';
import homeVideosPl from './features/home-videos/locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The blog remote's i18n namespace. */
export const BLOG_NAMESPACE = 'blog';

/*
 * One namespace; each feature keeps its copy beside it under its own top-level key
 * (`blogList.*`, `blogArticle.*`, `blogComments.*`, and the home widgets' own). src/locales
 * holds the copy of the shared pieces (post card, pagination, video player). The pages'
 * titles, descriptions and breadcrumbs are @salon/seo's (`blog.*` of the `seo`
 * namespace), shared with the gateway's served pages.
 */
export const BLOG_LOCALE_PARTS = {
  pl: [pl, blogListPl, blogArticlePl, blogCommentsPl, homeBannersPl, homeVideosPl, homeTeaserPl],
  en: [en, blogListEn, blogArticleEn, blogCommentsEn, homeBannersEn, homeVideosEn, homeTeaserEn],
  fr: [fr, blogListFr, blogArticleFr, blogCommentsFr, homeBannersFr, homeVideosFr, homeTeaserFr],
};

/** The namespace's copy in each language. */
export const BLOG_RESOURCES = mergeLocaleParts(BLOG_LOCALE_PARTS);

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(BLOG_NAMESPACE, BLOG_RESOURCES);
// The blog pages' titles, descriptions and breadcrumbs, shared with the gateway's served
// pages (@salon/seo, decision 0034): the content area's part of the `seo` namespace.
registerNamespace(SEO_NAMESPACE, contentSeoLocales);
