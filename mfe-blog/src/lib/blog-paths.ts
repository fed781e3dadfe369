/*
 * The blog home, a category and an article (`/blog/:category/:postRef`) are the site's
 * public addresses, spelled once in @salon/contracts/site-paths (the gateway's sitemap
 * and canonical links use them too). An article's page is its category's slug, then its
 * own (`link_rewrite`). Where an article's reserve link leads: the booking flow's start.
 * A list's later pages (`?page=2`) and the articles' language are @salon/seo's, which
 * the gateway's served blog pages use too.
 */
export { BLOG_PATH, RESERVATION_PATH, blogCategoryPath as categoryPath, blogArticlePath as articlePath } from '@salon/contracts/site-paths';
export { CONTENT_LANGUAGE } from '@salon/seo/content/content-page';
export { listPagePath } from '@salon/seo/content/blog-list-page';
