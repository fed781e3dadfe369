import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LocalDateSchema, LocalDateTimeSchema, SalonIdSchema } from './catalog-api.ts';

/*
 * The customer's vouchers (spec part 2, sections 3 "Voucher", 4 and 7): bought in the
 * shop, in a salon or given in a campaign, each a number of entries (visits) spent at
 * the till. Paper vouchers are never listed.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Where a voucher came from, as the spec lists the sources. */
export const VOUCHER_SOURCES = ['CC', 'Mobile', 'PK', 'RMS', 'android', 'ios', 'ecommerce', 'rms'] as const;
export type VoucherSource = (typeof VOUCHER_SOURCES)[number];

/** GET /api/vouchers: active ones by default; `active=false` lists the fully used and expired. */
export const VouchersQuerySchema = Type.Object({ active: Type.Optional(Type.Boolean({ default: true })) });
export type VouchersQuery = Static<typeof VouchersQuerySchema>;

export const VoucherSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.String(),
  /** Entries left and not expired. */
  active: Type.Boolean(),
  purchaseDate: LocalDateSchema,
  /**
   * The last day it can be used: the printed expiry, or sooner when `validityMonths`
   * runs out after the first visit. Null: no expiry.
   */
  expirationDate: Nullable(LocalDateSchema),
  /** Months it stays valid from the first visit it paid for; null when not limited so. */
  validityMonths: Nullable(Type.Integer({ minimum: 1 })),
  entries: Type.Object({ total: Type.Integer({ minimum: 1 }), left: Type.Integer({ minimum: 0 }) }),
  usedQuantity: Type.Integer({ minimum: 0 }),
  services: Type.Array(Type.Object({ name: Type.String() })),
  source: Type.Union(VOUCHER_SOURCES.map((source) => Type.Literal(source))),
  transactions: Type.Array(
    Type.Object({ date: LocalDateTimeSchema, quantity: Type.Integer({ minimum: 1 }), salon: Type.Object({ id: SalonIdSchema, name: Type.String() }) }),
  ),
});
export type Voucher = Static<typeof VoucherSchema>;
