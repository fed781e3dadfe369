import { Type, type Static, type TSchema } from '@sinclair/typebox';

/*
 * The catalogue of the chain as the API serves it (spec part 1, sections 3 and 7
 * "Slots, services, areas, salons"; spec part 2, section 3 "Salon", "Review",
 * "Prices response", "Opening hours entry"). Translated fields arrive already in the
 * language of the Accept-Language header.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Local calendar date in the salon's zone, `2026-11-23`. */
export const LocalDateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' });
/** Local time of day, `09:30`. */
export const LocalTimeSchema = Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:mm' });
/**
 * Local date and time without zone, in the salon's zone (Europe/Warsaw), as the spec
 * sends dates: `2026-11-23T09:30:00` (seconds optional on input).
 */
export const LocalDateTimeSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$',
  description: "yyyy-MM-dd'T'HH:mm:ss, local to the salon, no zone",
});

export const SERVICE_CATEGORIES = ['HAIRDRESSING', 'COSMETICS', 'BARBER'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const SEXES = ['F', 'M'] as const;
export type Sex = (typeof SEXES)[number];

export const ServiceCategorySchema = Type.Union(SERVICE_CATEGORIES.map((c) => Type.Literal(c)));
export const SexSchema = Type.Union(SEXES.map((s) => Type.Literal(s)));

/** Money as the spec shows it: `{ value, currency }`, value in the currency's unit (49.99). */
export const PriceSchema = Type.Object({ value: Type.Number(), currency: Type.String() });
export type Price = Static<typeof PriceSchema>;

export const CoordinatesSchema = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });
export type Coordinates = Static<typeof CoordinatesSchema>;

/** An area: a department or a city, by configuration (`booking.areasEndpoint`). */
export const AreaSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** Set for suggested areas, which are listed first in this order; null for the others. */
  order: Nullable(Type.Integer()),
  /** The area of virtual salons (services outside a salon). */
  virtual: Type.Boolean(),
  coordinates: CoordinatesSchema,
  /** The department a city belongs to (for a department: itself). */
  department: Type.Object({ code: Type.String(), name: Type.String() }),
  /** Enabled salons in the area. */
  salonCount: Type.Integer(),
});
export type Area = Static<typeof AreaSchema>;

export const ServiceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Minutes. */
  duration: Type.Integer(),
  order: Type.Integer(),
  category: ServiceCategorySchema,
  sex: Type.Array(SexSchema),
  outsideOfSalon: Type.Boolean(),
  promoted: Type.Boolean(),
  promotingMessage: Nullable(Type.String()),
  /** The salon's price when asked for one salon; otherwise the lowest price in the area or chain. */
  price: PriceSchema,
  /** True when salons of the area or chain charge different prices ("from" price). */
  priceFrom: Type.Boolean(),
  description: Nullable(Type.String()),
  longDescription: Nullable(Type.String()),
  /** Minimum number of days between two bookings of this service by one phone, if any. */
  minimumDistanceInDays: Nullable(Type.Integer()),
});
export type Service = Static<typeof ServiceSchema>;

/** GET /api/services/{id}: the service plus where it is offered (the root redirect needs it). */
export const ServiceDetailsSchema = Type.Composite([
  ServiceSchema,
  Type.Object({
    availableIn: Type.Object({
      cities: Type.Array(Type.String()),
      departments: Type.Array(Type.String()),
      virtualSalons: Type.Boolean(),
      salonIds: Type.Array(Type.String()),
    }),
  }),
]);
export type ServiceDetails = Static<typeof ServiceDetailsSchema>;

/**
 * One picture in the ratio variants the spec names. Each is the URL of its default
 * rendition (WebP, `IMAGE_DEFAULT_WIDTH` wide); `imageRendition` gives the others.
 */
export const SalonImageSchema = Type.Object({
  '5_3': Type.String(),
  '9_11': Type.String(),
  '17_6': Type.String(),
  mini: Type.String(),
});
export type SalonImage = Static<typeof SalonImageSchema>;
export type ImageVariant = keyof SalonImage;

/** Width over height of each variant (`mini` is square). */
export const IMAGE_VARIANT_RATIOS: Readonly<Record<ImageVariant, number>> = {
  '5_3': 5 / 3,
  '9_11': 9 / 11,
  '17_6': 17 / 6,
  mini: 1,
};

/** The widths the image route renders (`?w=`); any other width is a 400. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width of a variant's URL without `?w=`. */
export const IMAGE_DEFAULT_WIDTH: ImageWidth = 640;
/** The encodings the image route serves, chosen by the file extension. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * The URL of one rendition of a variant: the variant's URL (`…/5_3.webp`) with the
 * format's extension and, unless it is the default, `?w=`. Pure, so the API's tests,
 * the remotes' `srcset` and the mobile apps build the same URLs.
 */
export function imageRendition(variantUrl: string, { width, format }: { width: ImageWidth; format: ImageFormat }): string {
  const [path = ''] = variantUrl.split('?');
  const withFormat = path.replace(/\.(avif|webp|jpe?g|png)$/i, '') + `.${format}`;
  return width === IMAGE_DEFAULT_WIDTH ? withFormat : `${withFormat}?w=${width}`;
}

/** A block of search-engine copy: a lead paragraph and titled paragraphs (spec part 2, "seo"). */
export const SeoTextSchema = Type.Object({
  mainContent: Nullable(Type.String()),
  paragraphs: Type.Array(Type.Object({ title: Type.String(), content: Type.String() })),
});
export type SeoText = Static<typeof SeoTextSchema>;

export const SalonLocationSchema = Type.Object({
  department: Type.Object({ code: Type.String(), name: Type.String() }),
  city: Type.String(),
  /** The area code of the city. */
  cityCode: Type.String(),
  cityGroup: Nullable(Type.String()),
  postcode: Type.String(),
  /** Address lines; the first is the one shown. */
  address: Type.Array(Type.String()),
});
export type SalonLocation = Static<typeof SalonLocationSchema>;

/** A salon code: M followed by digits (spec part 2, section 9). */
export const SalonIdSchema = Type.String({ pattern: '^M\\d+$', description: 'salon code, M followed by digits' });

/** `{id}` of /api/salons/{id}, /api/salon-prices/{id}, /api/salon-reviews/{id}. */
export const SalonIdParamsSchema = Type.Object({ id: SalonIdSchema });
/** `{id}` of /api/services/{id}. */
export const ServiceIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const SalonSchema = Type.Object({
  id: SalonIdSchema,
  name: Type.String(),
  /** Null for a virtual salon. */
  location: Nullable(SalonLocationSchema),
  coordinates: Nullable(CoordinatesSchema),
  phone: Type.String(),
  virtual: Type.Boolean(),
  franchise: Type.Boolean(),
  enabled: Type.Boolean(),
  /** False while the salon is temporarily closed. */
  open: Type.Boolean(),
  /** False when the salon takes no online reservations (slot status NO_CUSTOMER_RESERVATIONS_ACCEPTED). */
  acceptsReservations: Type.Boolean(),
  canComeWithoutReservation: Type.Boolean(),
  suggestedSalon: Type.Boolean(),
  imageMini: Nullable(Type.String()),
  images: Type.Array(SalonImageSchema),
  /** The alternative set composed for a wide 17:6 frame; empty when the salon has none. */
  images_17_6: Type.Array(SalonImageSchema),
  /** Ids of the services the salon offers. */
  services: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  google: Nullable(
    Type.Object({
      placeId: Type.String(),
      rating: Type.Number(),
      reviewsCount: Type.Integer(),
      /** Count of reviews per score, index 0 = one star … index 4 = five stars. */
      reviewsPerScore: Type.Array(Type.Integer(), { minItems: 5, maxItems: 5 }),
    }),
  ),
  /** Kilometres from the `location` query point, when one was given. */
  distanceInKm: Type.Optional(Type.Number()),
});
export type Salon = Static<typeof SalonSchema>;

/** GET /api/salons/{id}: the salon plus its search-engine copy (not in lists, to keep them small). */
export const SalonDetailsSchema = Type.Composite([SalonSchema, Type.Object({ seo: Nullable(SeoTextSchema) })]);
export type SalonDetails = Static<typeof SalonDetailsSchema>;

/** `{code}` of /api/cities/{code}: a city slug (`warszawa`, `zielona-gora`). */
export const CityCodeParamsSchema = Type.Object({
  code: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64, description: 'city slug' }),
});

/**
 * GET /api/cities/{code}: one city's page (spec part 2, "City screen"): the area, how
 * to say "in <city>" in the request's language, and the city's search-engine copy.
 */
export const CityDetailsSchema = Type.Composite([
  AreaSchema,
  Type.Object({
    /** "w Krakowie", "in Kraków", "à Cracovie". */
    inCity: Type.String(),
    seo: SeoTextSchema,
  }),
]);
export type CityDetails = Static<typeof CityDetailsSchema>;

export const ReviewSchema = Type.Object({
  authorId: Type.String(),
  authorTitle: Type.String(),
  authorImage: Nullable(Type.String()),
  authorLink: Nullable(Type.String()),
  reviewRating: Type.Integer({ minimum: 1, maximum: 5 }),
  reviewText: Nullable(Type.String()),
  /** ISO instant. */
  reviewTimestamp: Type.String(),
  reviewLink: Nullable(Type.String()),
  reviewLikes: Type.Integer(),
  reviewImageUrls: Type.Array(Type.String()),
  ownerAnswer: Nullable(Type.String()),
  ownerAnswerTimestamp: Nullable(Type.String()),
});
export type Review = Static<typeof ReviewSchema>;

export const OpeningHoursEntrySchema = Type.Object({
  date: LocalDateSchema,
  open: Type.Boolean(),
  from: Nullable(LocalTimeSchema),
  to: Nullable(LocalTimeSchema),
});
export type OpeningHoursEntry = Static<typeof OpeningHoursEntrySchema>;

export const SalonPriceItemSchema = Type.Object({
  name: Type.String(),
  sex: Type.Array(SexSchema),
  price: Type.Number(),
  /** The price before a discount; null when not discounted. */
  originalPrice: Nullable(Type.Number()),
  serviceCategory: ServiceCategorySchema,
  priceJson: PriceSchema,
  serviceId: Type.String(),
  shortDescription: Nullable(Type.String()),
  longDescription: Nullable(Type.String()),
});
export const SalonPricesSchema = Type.Object({
  items: Type.Array(SalonPriceItemSchema),
  notes: Type.Array(Type.String()),
  description: Nullable(Type.String()),
});
export type SalonPriceItem = Static<typeof SalonPriceItemSchema>;
export type SalonPrices = Static<typeof SalonPricesSchema>;

/** `lat,lng` as the spec's location query sends it. */
export const LocationQuerySchema = Type.String({
  pattern: '^-?\\d{1,2}(\\.\\d+)?,-?\\d{1,3}(\\.\\d+)?$',
  description: 'latitude,longitude',
});

/** The area selectors of /api/services and /api/reservation-slots; at most one is used. */
export const AreaQuerySchema = Type.Object({
  departmentCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  departmentName: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  city: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'city code or name' })),
  virtualSalons: Type.Optional(Type.Boolean()),
});
export type AreaQuery = Static<typeof AreaQuerySchema>;

export const ServicesQuerySchema = Type.Composite([
  AreaQuerySchema,
  Type.Object({ salonId: Type.Optional(Type.String({ pattern: '^M\\d+$' })) }),
]);
export type ServicesQuery = Static<typeof ServicesQuerySchema>;

export const SalonsQuerySchema = Type.Object({
  location: Type.Optional(LocationQuerySchema),
  /** true: disabled salons are listed too. */
  disabled: Type.Optional(Type.Boolean()),
});
export type SalonsQuery = Static<typeof SalonsQuerySchema>;

export const OpeningHoursQuerySchema = Type.Object({
  salonId: Type.String({ pattern: '^M\\d+$' }),
  dateFrom: LocalDateSchema,
  dateTo: LocalDateSchema,
});
export type OpeningHoursQuery = Static<typeof OpeningHoursQuerySchema>;

/** The longest opening-hours window one call may ask for. */
export const MAX_OPENING_HOURS_DAYS = 62;
