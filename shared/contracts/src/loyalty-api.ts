import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LocalDateSchema, LocalDateTimeSchema, PriceSchema, SalonIdSchema } from './catalog-api.ts';

/*
 * The customer's loyalty account (spec part 2, sections 3 "Loyalty transaction",
 * "Receipt", "Return", "Campaign", 4 and 7): the points ledger, the till's documents
 * behind it, and the campaigns measured on it. Money read back is `{ value, currency }`
 * in złoty like every price of the API; money sent by the till is integer grosze.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Integer grosze (1 zł = 100). Amounts the till sends are never fractional. */
export const GroszeSchema = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'integer grosze (1 zł = 100 gr)' });

/**
 * Polish VAT codes of a fiscal receipt and their rates in percent: A 23 %, B 8 %, C 5 %,
 * D 0 %, E exempt ("zw.", no tax).
 */
export const TAX_RATES = { A: 23, B: 8, C: 5, D: 0, E: 0 } as const;
export type TaxCode = keyof typeof TAX_RATES;
export const TAX_CODES = Object.keys(TAX_RATES) as TaxCode[];
export const TaxCodeSchema = Type.Union(TAX_CODES.map((code) => Type.Literal(code)));

/** How a receipt was paid. VOUCHER spends entries of one of the customer's vouchers. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'BLIK', 'VOUCHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// ---------------------------------------------------------------- till intake (POST /api/pos/*)

/** The till's own number of a document; unique per salon, it makes the intake idempotent. */
export const DocumentNumberSchema = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9][A-Za-z0-9/._-]*$',
  description: "the till's document number, unique per salon (e.g. PAR/2026/11/000123)",
});

/** Who the document is for: the account's id, or the phone the customer gave at the till. */
export const IntakeCustomerSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    phone: Type.Optional(Type.String({ minLength: 9, maxLength: 20, description: 'the phone of the account, any common notation' })),
  },
  { description: 'exactly one of id or phone' },
);

export const ReceiptIntakeItemSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
  unitGrossPrice: GroszeSchema,
  taxCode: TaxCodeSchema,
  /** Must be the code's rate (TAX_RATES): a till with a wrong table is refused, not trusted. */
  taxRate: Type.Integer({ minimum: 0, maximum: 23 }),
  /** The catalogue service this line is (a visit), when it is one. */
  serviceId: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  /** A promotion the till applied to this line, and how much it took off the line. */
  campaignName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  discountAmount: Type.Optional(GroszeSchema),
});
export type ReceiptIntakeItem = Static<typeof ReceiptIntakeItemSchema>;

export const IntakePaymentSchema = Type.Object({
  method: Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method))),
  amount: GroszeSchema,
  /** VOUCHER only: the customer's voucher and how many of its entries this visit uses. */
  voucherId: Type.Optional(Type.String({ format: 'uuid' })),
  voucherEntries: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});
export type IntakePayment = Static<typeof IntakePaymentSchema>;

/** POST /api/pos/receipts: a fiscal receipt from a salon's till. */
export const ReceiptIntakeSchema = Type.Object({
  salonId: SalonIdSchema,
  documentNumber: DocumentNumberSchema,
  issuedAt: LocalDateTimeSchema,
  customer: IntakeCustomerSchema,
  employeeName: Type.String({ minLength: 1, maxLength: 80 }),
  items: Type.Array(ReceiptIntakeItemSchema, { minItems: 1, maxItems: 50 }),
  /** What was paid, adding up to the receipt's total after every discount. */
  payments: Type.Array(IntakePaymentSchema, { minItems: 1, maxItems: 5 }),
});
export type ReceiptIntake = Static<typeof ReceiptIntakeSchema>;

/** POST /api/pos/returns: goods or services given back against a receipt. */
export const ReturnIntakeSchema = Type.Object({
  salonId: SalonIdSchema,
  documentNumber: DocumentNumberSchema,
  issuedAt: LocalDateTimeSchema,
  /** The receipt, by the id the intake gave it. */
  receiptId: Type.String({ format: 'uuid' }),
  employeeName: Type.String({ minLength: 1, maxLength: 80 }),
  /** Lines of the receipt (1-based, as printed) and how many of each come back. */
  items: Type.Array(Type.Object({ line: Type.Integer({ minimum: 1, maximum: 50 }), quantity: Type.Integer({ minimum: 1, maximum: 99 }) }), {
    minItems: 1,
    maxItems: 50,
  }),
});
export type ReturnIntake = Static<typeof ReturnIntakeSchema>;

// ---------------------------------------------------------------- documents (GET /api/receipts/{id}, /api/returns/{id})

export const DocumentCompanySchema = Type.Object({
  name: Type.String(),
  nip: Type.String({ description: 'Polish tax id, 10 digits' }),
  location: Type.Object({ address: Type.Array(Type.String()), postcode: Type.String(), city: Type.String() }),
});
export type DocumentCompany = Static<typeof DocumentCompanySchema>;

export const DocumentSalonSchema = Type.Object({
  id: SalonIdSchema,
  name: Type.String(),
  location: Nullable(Type.Object({ address: Type.Array(Type.String()), postcode: Type.String(), city: Type.String() })),
});

export const DocumentItemSchema = Type.Object({
  /** 1-based line number, as printed; a return names lines by it. */
  line: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
  unitGrossPrice: PriceSchema,
  /** quantity × unit price less the discount. */
  totalGrossPrice: PriceSchema,
  taxCode: TaxCodeSchema,
  taxRate: Type.Integer(),
  campaignName: Nullable(Type.String()),
  discountAmount: Nullable(PriceSchema),
});
export type DocumentItem = Static<typeof DocumentItemSchema>;

/** One VAT rate's share of a document: gross as charged, tax taken out of it, net the rest. */
export const TaxLineSchema = Type.Object({
  taxCode: TaxCodeSchema,
  taxRate: Type.Integer(),
  netPrice: PriceSchema,
  grossPrice: PriceSchema,
  taxAmount: PriceSchema,
});
export type TaxLine = Static<typeof TaxLineSchema>;

export const DocumentTotalSchema = Type.Object({ grossPrice: PriceSchema, taxAmount: PriceSchema });

const documentFields = {
  id: Type.String({ format: 'uuid' }),
  documentNumber: Type.String(),
  date: LocalDateTimeSchema,
  brand: Type.String(),
  /** The value to print as a CODE128 barcode. */
  barcode: Type.String({ pattern: '^[ -~]+$' }),
  company: DocumentCompanySchema,
  salon: DocumentSalonSchema,
  items: Type.Array(DocumentItemSchema),
  taxes: Type.Array(TaxLineSchema),
  total: DocumentTotalSchema,
  employeeName: Type.String(),
  /** Points this document added (a receipt) or took back (a return). */
  points: Type.Integer(),
};

export const ReceiptSchema = Type.Object({
  ...documentFields,
  payments: Type.Array(Type.Object({ method: Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method))), amount: PriceSchema })),
});
export type Receipt = Static<typeof ReceiptSchema>;

export const ReturnSchema = Type.Object({
  ...documentFields,
  receipt: Type.Object({ id: Type.String({ format: 'uuid' }), barcode: Type.String() }),
});
export type ReturnDocument = Static<typeof ReturnSchema>;

export const DocumentIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** What the intake answers: the document as the customer will see it, and the new balance. */
export const ReceiptIntakeResultSchema = Type.Object({ receipt: ReceiptSchema, customerId: Type.String({ format: 'uuid' }), balance: Type.Integer() });
export type ReceiptIntakeResult = Static<typeof ReceiptIntakeResultSchema>;
export const ReturnIntakeResultSchema = Type.Object({ return: ReturnSchema, customerId: Type.String({ format: 'uuid' }), balance: Type.Integer() });
export type ReturnIntakeResult = Static<typeof ReturnIntakeResultSchema>;

// ---------------------------------------------------------------- points ledger

/** Loyalty history page size (spec part 2, section 9). */
export const LOYALTY_PAGE_SIZE = 15;

/** GET /api/loyalty-points/transactions (v3). */
export const TransactionsQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: LOYALTY_PAGE_SIZE })),
});
export type TransactionsQuery = Static<typeof TransactionsQuerySchema>;

export const LoyaltyTransactionSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** The place: the salon's name, or what gave the points (a campaign, the consents bonus). */
  title: Type.String(),
  date: LocalDateTimeSchema,
  points: Type.Object({ in: Type.Integer({ minimum: 0 }), out: Type.Integer({ minimum: 0 }) }),
  receiptId: Nullable(Type.String({ format: 'uuid' })),
  returnId: Nullable(Type.String({ format: 'uuid' })),
  employeeName: Nullable(Type.String()),
});
export type LoyaltyTransaction = Static<typeof LoyaltyTransactionSchema>;

export const TransactionsPageSchema = Type.Object({
  data: Type.Array(LoyaltyTransactionSchema),
  /** `next`: the path of the next page; absent on the last one. */
  links: Type.Object({ next: Type.Optional(Type.String()) }),
});
export type TransactionsPage = Static<typeof TransactionsPageSchema>;

// ---------------------------------------------------------------- campaigns

export const CAMPAIGN_CODES = ['VOUCHER_BUY', 'MARKETING_CONSENT', 'FIRST_RESERVATION_FROM_MOBILE', 'POINTS_COLLECTION', 'BIRTHDAY_MONTH'] as const;
export type CampaignCode = (typeof CAMPAIGN_CODES)[number];

export const CampaignSchema = Type.Object({
  id: Type.String(),
  code: Type.Union(CAMPAIGN_CODES.map((code) => Type.Literal(code))),
  name: Type.String(),
  description: Type.String(),
  details: Nullable(Type.String()),
  /** Points the customer collected towards it, from their ledger inside its dates. */
  pointsAcquired: Type.Integer({ minimum: 0 }),
  /** Null: nothing to collect (the bar is full, spec part 2, section 4). */
  pointsRequired: Nullable(Type.Integer({ minimum: 0 })),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
  active: Type.Boolean(),
});
export type Campaign = Static<typeof CampaignSchema>;
