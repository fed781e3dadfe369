import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  AreaQuerySchema,
  LocalDateSchema,
  LocalDateTimeSchema,
  LocationQuerySchema,
  PriceSchema,
  SalonSchema,
} from './catalog-api.ts';

/*
 * Slots, slot holds and visits (spec part 1, sections 3, 7 "Visits" and 8
 * "Reservation create or edit", "Cancel visit").
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const SLOT_STATUSES = [
  'AVAILABLE',
  'NO_SLOTS_AVAILABLE',
  'NO_CUSTOMER_RESERVATIONS_ACCEPTED',
  'SERVICE_NOT_AVAILABLE',
] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];
export const SlotStatusSchema = Type.Union(SLOT_STATUSES.map((s) => Type.Literal(s)));

/** The grid slots start on, in minutes. */
export const SLOT_GRID_MINUTES = 15;
/** How long a picked slot is kept for the customer filling in the final form. */
export const HOLD_MINUTES = 10;

/**
 * GET /api/reservation-slots: `services` is one id or several separated by commas (a
 * visit may cover several services, done one after the other by one hairdresser).
 * Exactly one of salonId, departmentCode, departmentName, city or virtualSalons.
 */
export const SlotsQuerySchema = Type.Composite([
  AreaQuerySchema,
  Type.Object({
    date: LocalDateSchema,
    services: Type.String({ pattern: '^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$', description: 'service ids, comma-separated' }),
    salonId: Type.Optional(Type.String({ pattern: '^M\\d+$' })),
    location: Type.Optional(LocationQuerySchema),
    /** A hold of the caller's own, so that its slot still shows while changing the pick. */
    holdId: Type.Optional(Type.String({ format: 'uuid' })),
    /** The reservation being edited: its own time counts as free (moving a visit by half an hour). */
    editedReservationId: Type.Optional(Type.String({ format: 'uuid' })),
  }),
]);
export type SlotsQuery = Static<typeof SlotsQuerySchema>;

export const HairdresserSlotsSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Start times, local ISO without zone. */
  slots: Type.Array(LocalDateTimeSchema),
  slotStatus: SlotStatusSchema,
});
export type HairdresserSlots = Static<typeof HairdresserSlotsSchema>;

/** One salon of a slot search. */
export const SalonSlotsSchema = Type.Object({
  salon: SalonSchema,
  /** Start times with at least one free hairdresser, local ISO without zone. */
  slots: Type.Array(LocalDateTimeSchema),
  slotStatus: SlotStatusSchema,
  /** Null when the salon does not offer the service. */
  servicePrice: Nullable(PriceSchema),
  hairdressers: Type.Array(HairdresserSlotsSchema),
});
export type SalonSlots = Static<typeof SalonSlotsSchema>;
export const SlotsResponseSchema = Type.Array(SalonSlotsSchema);

/** POST /api/reservation-holds: keep a picked slot while the final form is filled in. */
export const HoldRequestSchema = Type.Object({
  salonId: Type.String({ pattern: '^M\\d+$' }),
  serviceId: Type.String({ minLength: 1, maxLength: 64 }),
  dateTime: LocalDateTimeSchema,
  /** Null: any hairdresser; the API picks a free one and holds them. */
  hairdresserId: Nullable(Type.String({ minLength: 1, maxLength: 64 })),
  /** A previous hold of the caller's to release in the same step (changing the pick). */
  replacesHoldId: Type.Optional(Type.String({ format: 'uuid' })),
  /** The reservation being edited: its own time counts as free, as in the edit itself. */
  editedReservationId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type HoldRequest = Static<typeof HoldRequestSchema>;

export const HoldSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  salonId: Type.String(),
  serviceId: Type.String(),
  hairdresserId: Type.String(),
  /** The hairdresser the customer asked for; null when any was fine. */
  requestedHairdresserId: Nullable(Type.String()),
  startDateTime: LocalDateTimeSchema,
  endDateTime: LocalDateTimeSchema,
  /** ISO instant with zone: when the hold lapses. */
  expiresAt: Type.String(),
});
export type Hold = Static<typeof HoldSchema>;

/** The longest street line and town name of a visit's address. */
export const VISIT_LOCATION_LIMITS = { address: 200, city: 100 } as const;

/**
 * Where a visit at the customer's place happens (the spec's contact "location: address,
 * postcode, city"): the street with house and flat number, a Polish postcode (taken as
 * `normalizePostcode` of ./postcode.ts reads it, answered as "00-950") and the town.
 */
export const VisitLocationSchema = Type.Object({
  address: Type.String({ minLength: 1, maxLength: VISIT_LOCATION_LIMITS.address }),
  postcode: Type.String({ minLength: 5, maxLength: 8 }),
  city: Type.String({ minLength: 1, maxLength: VISIT_LOCATION_LIMITS.city }),
});
export type VisitLocation = Static<typeof VisitLocationSchema>;

/** A visit's address on one line, as the page, the calendar entry and the messages show it: "ul. Miodowa 5 m. 2, 00-950 Warszawa". */
export function visitLocationLine(location: VisitLocation): string {
  return `${location.address}, ${location.postcode} ${location.city}`;
}

export const ContactSchema = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.String({ minLength: 3, maxLength: 32 }),
  /**
   * The address the service is done at: required when the salon is virtual (services at
   * the customer's place, no address of its own), refused (400 INVALID_VALUE
   * `contact.location`) for any other salon. An edit without it keeps the visit's.
   * Answered for a visit at the customer's place only.
   */
  location: Type.Optional(VisitLocationSchema),
});
export type Contact = Static<typeof ContactSchema>;

/** POST /api/visits (spec part 1, section 7), plus the optional hold and phone acknowledgement. */
export const CreateVisitSchema = Type.Object({
  salonId: Type.String({ pattern: '^M\\d+$' }),
  hairdresserId: Nullable(Type.String({ minLength: 1, maxLength: 64 })),
  serviceId: Type.String({ minLength: 1, maxLength: 64 }),
  contact: ContactSchema,
  dateTime: LocalDateTimeSchema,
  clientNote: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  /** The caller's hold on this slot (POST /api/reservation-holds); it ends with the visit. */
  holdId: Type.Optional(Type.String({ format: 'uuid' })),
  /**
   * A signed-in customer booking under a phone that is not the account's gets
   * DIFFERENT_PHONE_NUMBER; sending true after showing that warning books anyway.
   */
  acceptDifferentPhone: Type.Optional(Type.Boolean()),
});
export type CreateVisit = Static<typeof CreateVisitSchema>;

/** PUT /api/visits/{visitId}/reservations/{reservationId}: the spec's edit payload. */
export const EditReservationSchema = Type.Object({
  serviceId: Type.String({ minLength: 1, maxLength: 64 }),
  startDateTime: LocalDateTimeSchema,
  contact: Type.Optional(ContactSchema),
  hairdresserId: Nullable(Type.String({ minLength: 1, maxLength: 64 })),
  holdId: Type.Optional(Type.String({ format: 'uuid' })),
  acceptDifferentPhone: Type.Optional(Type.Boolean()),
});
export type EditReservation = Static<typeof EditReservationSchema>;

export const VISIT_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** Who cancelled a visit: its customer (the site, a manage link) or its salon (the till). */
export const VISIT_CANCELLERS = ['CUSTOMER', 'SALON'] as const;
export type VisitCanceller = (typeof VISIT_CANCELLERS)[number];

export const VisitSalonSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  virtual: Type.Boolean(),
  location: Nullable(
    Type.Object({ city: Type.String(), cityCode: Type.String(), postcode: Type.String(), address: Type.Array(Type.String()) }),
  ),
  coordinates: Nullable(Type.Object({ latitude: Type.Number(), longitude: Type.Number() })),
});
export type VisitSalon = Static<typeof VisitSalonSchema>;

export const VisitServiceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  duration: Type.Integer(),
});

export const VisitReservationSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  salon: VisitSalonSchema,
  service: VisitServiceSchema,
  startDateTime: LocalDateTimeSchema,
  endDateTime: LocalDateTimeSchema,
  hairdresserId: Type.String(),
  hairdresserName: Type.String(),
  price: PriceSchema,
  status: Type.Union(VISIT_STATUSES.map((s) => Type.Literal(s))),
});
export type VisitReservation = Static<typeof VisitReservationSchema>;

export const VisitSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  contact: ContactSchema,
  reservations: Type.Array(VisitReservationSchema),
  salon: VisitSalonSchema,
  note: Nullable(Type.String()),
  /** The hairdresser the customer chose; null for "any hairdresser". */
  selectedHairdresser: Nullable(Type.String()),
  selectedHairdresserName: Nullable(Type.String()),
  status: Type.Union(VISIT_STATUSES.map((s) => Type.Literal(s))),
  /**
   * Who cancelled the visit; null while it is active. The API always sends it; optional
   * because a remote may meet an API deployed before the field existed.
   */
  cancelledBy: Type.Optional(Nullable(Type.Union(VISIT_CANCELLERS.map((c) => Type.Literal(c))))),
  startDateTime: LocalDateTimeSchema,
  endDateTime: LocalDateTimeSchema,
});
export type Visit = Static<typeof VisitSchema>;

/**
 * The manage-visit token: the `t` of the link in every message about a visit
 * (/wizyty/{id}?t={token}), sent back to the API in this header. With it, or signed in as
 * the visit's customer, GET, PUT and DELETE on the visit work; without, they answer 404.
 * A header, never a query parameter, so it stays out of request logs and Referers.
 */
export const VISIT_TOKEN_HEADER = 'x-visit-token';

/** The query parameter of the manage link the site reads and removes from the address bar. */
export const VISIT_TOKEN_QUERY = 't';

/**
 * A booking's key, chosen by the client (a UUID) and sent again with a retry of the same
 * POST /api/visits: the API answers the visit the first request booked instead of booking
 * twice (decision 0036). 16 to 128 letters, digits, `-` or `_`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{16,128}$';

/** POST /api/visits: the visit booked, with the token that lets this browser manage it. */
export const BookedVisitSchema = Type.Composite([VisitSchema, Type.Object({ accessToken: Type.String({ minLength: 16 }) })]);
export type BookedVisit = Static<typeof BookedVisitSchema>;

/** GET /api/visits/last: what the repeat card needs. */
export const LastVisitSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  salon: VisitSalonSchema,
  service: VisitServiceSchema,
  startDateTime: LocalDateTimeSchema,
  hairdresserId: Nullable(Type.String()),
  hairdresserName: Nullable(Type.String()),
});
export type LastVisit = Static<typeof LastVisitSchema>;

/** GET /api/visits/recentVisits entries. */
export const RecentVisitSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  salon: VisitSalonSchema,
  service: VisitServiceSchema,
  startDateTime: LocalDateTimeSchema,
  selectedHairdresserName: Nullable(Type.String()),
  status: Type.Union(VISIT_STATUSES.map((s) => Type.Literal(s))),
});
export type RecentVisit = Static<typeof RecentVisitSchema>;

export const RecentVisitsQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 2 })),
  withCanceled: Type.Optional(Type.Boolean({ default: false })),
});
export type RecentVisitsQuery = Static<typeof RecentVisitsQuerySchema>;

/** Extra field of MINIMUM_DISTANCE_NOT_MET. */
export interface MinimumDistanceError {
  minimumDistanceInDays: number;
}

