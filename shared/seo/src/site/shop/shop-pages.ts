import type { ItemAvailability, Product, WithContext } from 'schema-dts';
import { shopImageUrl, type ShopImage, type ShopProduct, type ShopVoucher } from '@salon/contracts/shop-api';
import { SHOP_PATH, shopProductPath, shopVoucherPath } from '@salon/contracts/site-paths';
import { formatPrice } from '@salon/i18n/format';
import { pageBreadcrumbs } from '../../breadcrumbs.ts';
import { html, type SafeHtml } from '../../html.ts';
import type { SeoPageContext } from '../../page-context.ts';
import { paragraphsHtml } from '../../paragraphs.ts';
import type { PageHead, PageImage, StructuredData } from '../../page-head.ts';
import { metaDescription } from '../meta-description.ts';
import { siteLogoImage } from '../site-page.ts';
import { SHOP_CURRENCY, priceOf, zlotyText } from './shop-money.ts';

/** The widest rendition of a shop picture: search engines and link previews prefer large pictures. */
const PICTURE_WIDTH = 960;

/**
 * A shop picture as a page's `og:image`: its widest WebP rendition with the size the
 * image route gives it (the master's shape at that width, never wider than the master).
 */
export function shopPicture(image: ShopImage): PageImage {
  const width = Math.min(PICTURE_WIDTH, image.width);
  return {
    url: shopImageUrl(image.photo, 'webp', PICTURE_WIDTH),
    width,
    height: Math.round((width * image.height) / image.width),
    type: 'image/webp',
    alt: image.alt,
  };
}

/** The shop's list (`/sklep`): its title and description, the logo, Home › Shop. */
export function shopPageHead(input: SeoPageContext): PageHead {
  const { t, config } = input;
  return {
    title: t('shop.list.title'),
    description: t('shop.list.description'),
    image: siteLogoImage(t('shop.logoAlt', { brand: config.brand })),
    structuredData: [pageBreadcrumbs(input, SHOP_PATH, [{ name: t('shop.name') }])],
  };
}

/** The shop's heading and what it offers, for crawlers that run no JavaScript. */
export function shopFacts({ t }: Pick<SeoPageContext, 't'>): SafeHtml {
  return html`<h1>${t('shop.name')}</h1><p>${t('shop.list.description')}</p>`;
}

/** What a product's or voucher's page offers, as schema.org `Product` takes it. */
interface OfferedItem {
  id: string;
  name: string;
  description: string;
  images: readonly ShopImage[];
  /** Gross grosze. */
  price: number;
  /** The product's brand; for a voucher, the chain. */
  brand: string;
  category?: string;
  /** Products are sold in the salons, vouchers online (decision 0023). */
  availability: 'InStoreOnly' | 'OnlineOnly';
  path: string;
}

/**
 * The item as schema.org `Product` JSON-LD with one `Offer` in PLN: name, description,
 * pictures, brand, the price (decimal złoty), where it is sold and the page's URL.
 */
function productData(item: OfferedItem, { origin }: Pick<SeoPageContext, 'origin'>): StructuredData {
  const url = new URL(item.path, origin).href;
  const product: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    sku: item.id,
    name: item.name,
    description: item.description,
    image: item.images.map((image) => new URL(shopPicture(image).url, origin).href),
    brand: { '@type': 'Brand', name: item.brand },
    ...(item.category ? { category: item.category } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: zlotyText(item.price),
      priceCurrency: SHOP_CURRENCY,
      availability: `https://schema.org/${item.availability}` satisfies ItemAvailability,
    },
  };
  return product as StructuredData;
}

/** A product's or voucher's head: its picture (the logo when it has none), `og:type` product, Product and Home › Shop › the item. */
function itemPageHead(item: OfferedItem, title: string, input: SeoPageContext): PageHead {
  const { t, config } = input;
  const first = item.images[0];
  return {
    title,
    description: metaDescription(item.description),
    image: first ? shopPicture(first) : siteLogoImage(t('shop.logoAlt', { brand: config.brand })),
    openGraphType: 'product',
    structuredData: [productData(item, input), pageBreadcrumbs(input, item.path, [{ name: t('shop.name'), path: SHOP_PATH }, { name: item.name }])],
  };
}

/** A product's page (`/sklep/produkt/:id`), bought in the salons. */
export function shopProductPageHead(product: ShopProduct, input: SeoPageContext): PageHead {
  const item: OfferedItem = {
    ...product,
    brand: product.brand.name,
    category: product.category.name,
    availability: 'InStoreOnly',
    path: shopProductPath(product.id),
  };
  return itemPageHead(item, input.t('shop.product.title', { name: product.name, brand: product.brand.name }), input);
}

/** A voucher's page (`/sklep/voucher/:id`), bought online; its brand is the chain's. */
export function shopVoucherPageHead(voucher: ShopVoucher, input: SeoPageContext): PageHead {
  const item: OfferedItem = { ...voucher, brand: input.config.brand, availability: 'OnlineOnly', path: shopVoucherPath(voucher.id) };
  return itemPageHead(item, input.t('shop.voucher.title', { name: voucher.name }), input);
}


/** A product for crawlers that run no JavaScript: its name, brand and price, then its description. */
export function shopProductFacts(product: ShopProduct, { t, language }: Pick<SeoPageContext, 't' | 'language'>): SafeHtml {
  const price = formatPrice(priceOf(product.price), language);
  return html`<h1>${product.name}</h1><dl><dt>${t('shop.facts.brand')}</dt><dd>${product.brand.name}</dd><dt>${t('shop.facts.price')}</dt><dd>${price}</dd></dl>${paragraphsHtml(product.description)}`;
}

/** A voucher for crawlers that run no JavaScript: its name, the services it pays for and its price, then its description. */
export function shopVoucherFacts(voucher: ShopVoucher, { t, language }: Pick<SeoPageContext, 't' | 'language'>): SafeHtml {
  const price = formatPrice(priceOf(voucher.price), language);
  return html`<h1>${voucher.name}</h1><dl><dt>${t('shop.facts.services')}</dt><dd>${voucher.services.map((service) => service.name).join(', ')}</dd><dt>${t('shop.facts.price')}</dt><dd>${price}</dd></dl>${paragraphsHtml(voucher.description)}`;
}
