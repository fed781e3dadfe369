import { shopImageUrl, type ShopImage } from '@salon/contracts/shop-api';
import { SHOP_CURRENCY, zlotyText } from './money.ts';

/** The schema.org availability of what a page offers: products in the salons, vouchers online. */
export type ShopAvailability = 'InStoreOnly' | 'OnlineOnly';

/** The widest rendition: search engines prefer large pictures. */
const STRUCTURED_IMAGE_WIDTH = 960;

export interface ShopProductData {
  id: string;
  name: string;
  description: string;
  images: readonly ShopImage[];
  /** Gross grosze. */
  price: number;
  /** The product's brand; for a voucher, the chain. */
  brand: string;
  category?: string;
  availability: ShopAvailability;
  /** The page's path (`/sklep/produkt/…`). */
  path: string;
  /** The site's origin: search engines want absolute URLs. */
  origin: string;
}

/** The picture a link preview shows (`og:image`), a path on the site. */
export function previewImage(images: readonly ShopImage[]): string | undefined {
  const first = images[0];
  return first ? shopImageUrl(first.photo, 'webp', STRUCTURED_IMAGE_WIDTH) : undefined;
}

/**
 * A product or voucher as schema.org `Product` JSON-LD with one `Offer` in PLN: name,
 * description, pictures, brand, the price (decimal złoty), its availability (a product
 * in the salons only, a voucher online) and the page's URL.
 */
export function productStructuredData(item: ShopProductData): Record<string, unknown> {
  const url = new URL(item.path, item.origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    sku: item.id,
    name: item.name,
    description: item.description,
    image: item.images.map((image) => new URL(shopImageUrl(image.photo, 'webp', STRUCTURED_IMAGE_WIDTH), item.origin).href),
    brand: { '@type': 'Brand', name: item.brand },
    ...(item.category ? { category: item.category } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: zlotyText(item.price),
      priceCurrency: SHOP_CURRENCY,
      availability: `https://schema.org/${item.availability}`,
    },
  };
}
