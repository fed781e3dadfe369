import { Type, type Static, type TSchema } from '@sinclair/typebox';

/*
 * The shop (spec part 2, sections 2, 3 "Product" and 9; decision 0023): hair-care
 * products to look at and service vouchers (multi-visit passes) to buy online.
 *
 * GET  /api/shop/items                 the list: products and vouchers, filtered, sorted, paged
 * GET  /api/shop/facets                what the filters can offer (brands, categories, types, volumes, price bounds)
 * GET  /api/shop/products/{id}         a product
 * GET  /api/shop/vouchers/{id}         a voucher for sale
 * POST/DELETE /api/users/me/favorite-products/{id}, GET /api/users/me/favorite-products
 * POST /api/shop/orders                a signed-in customer orders a voucher; answers where to pay
 * GET  /api/shop/orders/{id}           the order's state (the success page waits on it)
 * POST /api/shop/orders/{id}/cancel    the customer gave up on paying (the failure page)
 * POST /api/shop/payments/webhook      the payment provider's signed events (Stripe's format)
 * GET/POST /api/shop/payments/local/{sessionId}   the local stand-in's payment page (development and tests)
 *
 * Money is integer grosze (1 zł = 100 gr), PLN, gross. Prices come from the server only.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Products and vouchers for sale have uuid ids. */
export const ShopIdSchema = Type.String({ format: 'uuid' });

/** Integer grosze, gross. */
export const GroszeSchema = Type.Integer({ minimum: 0, description: 'gross amount in grosze (1/100 PLN)' });

/** A named option of a filter: brands, categories and types. `id` is a slug, `name` in the asked language. */
export const ShopOptionSchema = Type.Object({ id: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }), name: Type.String() });
export type ShopOption = Static<typeof ShopOptionSchema>;

/** A square packshot (products) or the voucher's picture, as WebP/AVIF URLs by width. */
export const ShopImageSchema = Type.Object({
  /** The picture's id in the shop's photo library; shopImageUrl makes its URL, `/api/images/shop/{photo}.{format}?w=`. */
  photo: Type.String(),
  /** What it shows, in the asked language (the img's alt). */
  alt: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ShopImage = Static<typeof ShopImageSchema>;

/** The widths a shop image is rendered at (`?w=`). */
export const SHOP_IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;
export type ShopImageWidth = (typeof SHOP_IMAGE_WIDTHS)[number];
export const SHOP_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ShopImageFormat = (typeof SHOP_IMAGE_FORMATS)[number];
/** The URL of a shop image in a format and width. */
export const shopImageUrl = (photo: string, format: ShopImageFormat, width: ShopImageWidth): string =>
  `/api/images/shop/${encodeURIComponent(photo)}.${format}?w=${width}`;

/** A product: shown, favourited, bought in a salon (not online). */
export const ShopProductSchema = Type.Object({
  kind: Type.Literal('product'),
  id: ShopIdSchema,
  /** The product's own name, as the brand prints it (not translated). */
  name: Type.String(),
  brand: ShopOptionSchema,
  /** The brand's line ("Absolut Repair"); null when the product has none. */
  line: Nullable(Type.String()),
  category: ShopOptionSchema,
  type: ShopOptionSchema,
  /** Volume in millilitres; null for things without one (a brush). */
  volumeMl: Nullable(Type.Integer({ minimum: 1 })),
  price: GroszeSchema,
  /** Plain text in the asked language; paragraphs separated by a blank line. */
  description: Type.String(),
  images: Type.Array(ShopImageSchema),
  /** Whether the signed-in customer marked it; always false without a session. */
  favourite: Type.Boolean(),
});
export type ShopProduct = Static<typeof ShopProductSchema>;

/** A service voucher for sale: `entries` visits for the listed services, bought online. */
export const ShopVoucherSchema = Type.Object({
  kind: Type.Literal('voucher'),
  id: ShopIdSchema,
  name: Type.String(),
  /** Plain text in the asked language; paragraphs separated by a blank line. */
  description: Type.String(),
  price: GroszeSchema,
  /** What a visit paid with it includes. */
  services: Type.Array(Type.Object({ name: Type.String() })),
  /** How many visits it pays for. */
  entries: Type.Integer({ minimum: 1 }),
  /** Months it stays valid from the first visit; null: not limited so. */
  validityMonths: Nullable(Type.Integer({ minimum: 1 })),
  images: Type.Array(ShopImageSchema),
});
export type ShopVoucher = Static<typeof ShopVoucherSchema>;

export const ShopItemSchema = Type.Union([ShopProductSchema, ShopVoucherSchema]);
export type ShopItem = Static<typeof ShopItemSchema>;

export const SHOP_SORTS = ['suggested', 'price-asc', 'price-desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const SHOP_DEFAULT_SORT: ShopSort = 'suggested';
/** Items per page of the list ("load more" asks for the next page). */
export const SHOP_PAGE_SIZE = 12;
export const SHOP_MAX_PAGE_SIZE = 48;

/**
 * GET /api/shop/items. Lists repeat a parameter (`brand=a&brand=b`) or separate values
 * with commas. Brand, type and volume describe products only: any of them leaves
 * vouchers out; `category` likewise. `vouchersOnly` lists vouchers only. The price range
 * applies to both; priceMin above priceMax is 400 INVALID_VALUE on `priceMax`
 * (reason PRICE_RANGE, shown as "Invalid price range").
 */
export const ShopItemsQuerySchema = Type.Object({
  brand: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 30 })),
  category: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 30 })),
  type: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 30 })),
  volume: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 10000 }), { maxItems: 30 })),
  priceMin: Type.Optional(GroszeSchema),
  priceMax: Type.Optional(GroszeSchema),
  vouchersOnly: Type.Optional(Type.Boolean({ default: false })),
  sort: Type.Optional(Type.Union(SHOP_SORTS.map((sort) => Type.Literal(sort)), { default: SHOP_DEFAULT_SORT })),
  /** 1-based. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: SHOP_MAX_PAGE_SIZE, default: SHOP_PAGE_SIZE })),
});
export type ShopItemsQuery = Static<typeof ShopItemsQuerySchema>;

/** The reason of the 400 on `priceMax` when the range is upside down. */
export const PRICE_RANGE_REASON = 'PRICE_RANGE';

export const ShopItemsPageSchema = Type.Object({
  items: Type.Array(ShopItemSchema),
  /** How many items match the filters in all. */
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type ShopItemsPage = Static<typeof ShopItemsPageSchema>;

/** GET /api/shop/facets: the options of every filter over the whole catalogue. */
export const ShopFacetsSchema = Type.Object({
  brands: Type.Array(ShopOptionSchema),
  categories: Type.Array(ShopOptionSchema),
  types: Type.Array(ShopOptionSchema),
  /** Volumes in ml that some product has, ascending. */
  volumes: Type.Array(Type.Integer({ minimum: 1 })),
  /** The cheapest and dearest item, for the price inputs' bounds. */
  price: Type.Object({ min: GroszeSchema, max: GroszeSchema }),
});
export type ShopFacets = Static<typeof ShopFacetsSchema>;

export const ShopIdParamsSchema = Type.Object({ id: ShopIdSchema });

/** POST /api/shop/orders (bearer). */
export const CreateOrderBodySchema = Type.Object({
  voucherId: ShopIdSchema,
  /** The customer accepted the shop's terms; must be true. */
  termsAccepted: Type.Boolean(),
});
export type CreateOrderBody = Static<typeof CreateOrderBodySchema>;

/**
 * PENDING: waiting for the payment; PAID: paid, the voucher issued; FAILED: the provider
 * refused or the session expired; CANCELLED: the customer gave up. Only PENDING changes.
 */
export const ORDER_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ShopOrderSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status))),
  /** What was ordered, as it was sold (name in the asked language). */
  voucher: Type.Object({ id: ShopIdSchema, name: Type.String(), entries: Type.Integer({ minimum: 1 }) }),
  amount: GroszeSchema,
  currency: Type.Literal('PLN'),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
  /** The voucher the payment issued (under /profil/vouchery); null until PAID. */
  issuedVoucherId: Nullable(Type.String({ format: 'uuid' })),
});
export type ShopOrder = Static<typeof ShopOrderSchema>;

/** 201 of POST /api/shop/orders: the order and the page to send the browser to. */
export const CreatedOrderSchema = Type.Object({
  order: ShopOrderSchema,
  /** The provider's payment page (Stripe Checkout, or the local stand-in's page). */
  paymentUrl: Type.String(),
});
export type CreatedOrder = Static<typeof CreatedOrderSchema>;

/**
 * The site's pages the payment provider sends the customer back to (under PUBLIC_URL):
 * the order page, which waits for the webhook's result, and the failure page, which
 * cancels a still-pending order and offers to try again.
 */
export const shopOrderPath = (orderId: string): string => `/sklep/zamowienie/${orderId}`;
export const shopOrderFailedPath = (orderId: string): string => `/sklep/zamowienie/${orderId}/niepowodzenie`;
