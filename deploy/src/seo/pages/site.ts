import { ShopProductSchema, ShopVoucherSchema } from '@salon/contracts/shop-api';
import { ABOUT_PATH, APP_DOWNLOAD_PATH, BOOKING_START_PATH, HOME_PATH, SHOP_PATH, shopProductPath, shopVoucherPath } from '@salon/contracts/site-paths';
import { aboutFacts, aboutPageHead, aboutText } from '@salon/seo/site/about/about-page';
import { appDownloadFacts, appDownloadPageHead } from '@salon/seo/site/app-download-page';
import { bookingStartFacts, bookingStartPageHead } from '@salon/seo/site/booking/booking-start-page';
import { homeFacts, homePageHead } from '@salon/seo/site/home-page';
import { LEGAL_DOCUMENTS } from '@salon/seo/site/legal/legal-document';
import { LEGAL_DOCUMENT_PATHS, legalDocument, legalFacts, legalPageHead } from '@salon/seo/site/legal/legal-page';
import { shopFacts, shopPageHead, shopProductFacts, shopProductPageHead, shopVoucherFacts, shopVoucherPageHead } from '@salon/seo/site/shop/shop-pages';
import type { PageRoute } from './page-route.ts';

/*
 * The site area (decision 0034): the shell's own pages, whose text is the site's copy
 * (no API call), the booking's first step (its head only: the cities are the app's),
 * and the shop, read from the same routes as mfe-shop's calls (no version header, as
 * they send none).
 */

const legalRoutes: PageRoute[] = LEGAL_DOCUMENTS.map((name) => ({
  pattern: LEGAL_DOCUMENT_PATHS[name],
  async render(_params, context) {
    const doc = legalDocument(name, context);
    return doc ? { head: legalPageHead(name, doc, context), facts: legalFacts(doc, context) } : undefined;
  },
}));

export const siteRoutes: readonly PageRoute[] = [
  { pattern: HOME_PATH, render: async (_params, context) => ({ head: homePageHead(context), facts: homeFacts(context) }) },
  {
    pattern: ABOUT_PATH,
    async render(_params, context) {
      const about = aboutText(context);
      return about ? { head: aboutPageHead(about, context), facts: aboutFacts(about, context) } : undefined;
    },
  },
  { pattern: APP_DOWNLOAD_PATH, render: async (_params, context) => ({ head: appDownloadPageHead(context), facts: appDownloadFacts(context) }) },
  ...legalRoutes,
  { pattern: BOOKING_START_PATH, render: async (_params, context) => ({ head: bookingStartPageHead(context), facts: bookingStartFacts(context) }) },
  { pattern: SHOP_PATH, render: async (_params, context) => ({ head: shopPageHead(context), facts: shopFacts(context) }) },
  {
    // The item's id is the last segment of its address.
    pattern: `${shopProductPath('')}:id`,
    async render({ id = '' }, context) {
      // As getProduct of mfe-shop asks, without a session (`favourite` is then false, and is not shown).
      const product = await context.api.get(`/api/shop/products/${encodeURIComponent(id)}`, ShopProductSchema, { language: context.language });
      return product && { head: shopProductPageHead(product, context), facts: shopProductFacts(product, context) };
    },
  },
  {
    pattern: `${shopVoucherPath('')}:id`,
    async render({ id = '' }, context) {
      // As getVoucher of mfe-shop asks.
      const voucher = await context.api.get(`/api/shop/vouchers/${encodeURIComponent(id)}`, ShopVoucherSchema, { language: context.language });
      return voucher && { head: shopVoucherPageHead(voucher, context), facts: shopVoucherFacts(voucher, context) };
    },
  },
];
