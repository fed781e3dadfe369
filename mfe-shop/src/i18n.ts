import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import { shopSeoLocales } from '@salon/seo/site/shop/seo-locales';
import { SEO_NAMESPACE } from '@salon/seo/page-locales';
import catalogueEn from './features/catalogue/locales/en.json';
import catalogueFr from './features/catalogue/locales/fr.json';
import cataloguePl from './features/catalogue/locales/pl.json';
import checkoutEn from './features/checkout/locales/en.json';
import checkoutFr from './features/checkout/locales/fr.json';
import checkoutPl from './features/checkout/locales/pl.json';
import favouritesEn from './features/favourites/locales/en.json';
import favouritesFr from './features/favourites/locales/fr.json';
import favouritesPl from './features/favourites/locales/pl.json';
import orderEn from './features/order/locales/en.json';
import orderFr from './features/order/locales/fr.json';
import orderPl from './features/order/locales/pl.json';
import productEn from './features/product/locales/en.json';
import productFr from './features/product/locales/fr.json';
import productPl from './features/product/locales/pl.json';
import voucherEn from './features/voucher/locales/en.json';
import voucherFr from './features/voucher/locales/fr.json';
import voucherPl from './features/voucher/locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The shop remote's i18n namespace. */
export const SHOP_NAMESPACE = 'shop';

/*
 * One namespace; each feature keeps its copy beside it under its own top-level keys
 * (`list`, `filters`, `sort`; `product`; `voucher`; `favourites`; `checkout`; `order`).
 * src/locales holds the copy of the shared pieces (breadcrumbs, cards, hearts, pictures,
 * a voucher's terms, not-found and load failures).
 */
export const SHOP_LOCALE_PARTS = {
  pl: [pl, cataloguePl, productPl, voucherPl, favouritesPl, checkoutPl, orderPl],
  en: [en, catalogueEn, productEn, voucherEn, favouritesEn, checkoutEn, orderEn],
  fr: [fr, catalogueFr, productFr, voucherFr, favouritesFr, checkoutFr, orderFr],
};

/** The namespace's copy in each language. */
export const SHOP_RESOURCES = mergeLocaleParts(SHOP_LOCALE_PARTS);

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(SHOP_NAMESPACE, SHOP_RESOURCES);
// The shop pages' titles, descriptions and headings, shared with the gateway's served
// pages (@salon/seo, decision 0034): the shop's part of the `seo` namespace.
registerNamespace(SEO_NAMESPACE, shopSeoLocales);
