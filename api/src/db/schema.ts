import type { NotificationKind } from '@salon/contracts/messages-api';
import type { Language } from '@salon/contracts/languages';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/*
 * Kysely's view of the tables in ./migrations. Column types are what both drivers
 * return with the parsers of ./connect.ts: timestamptz as Date, date as 'yyyy-MM-dd',
 * time as 'HH:mm:ss', int8 and numeric as number.
 */

/** { pl, en, fr } — the language of the request picks one (lib/translate.ts). */
export type Translations = Partial<Record<'pl' | 'en' | 'fr', string>>;
// Written as JSON text; a nullable column also takes null.
type Json<T> = ColumnType<T, string | Extract<T, null>, string | Extract<T, null>>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface DepartmentsTable {
  code: string;
  name: string;
  sort_order: number | null;
  latitude: number;
  longitude: number;
}

export interface CitiesTable {
  code: string;
  name: string;
  department_code: string;
  latitude: number;
  longitude: number;
  sort_order: number | null;
  is_virtual: Defaulted<boolean>;
  in_city: Json<Translations | null>;
  seo: Json<SeoTranslations | null>;
}

/** Search-engine copy of a page in one language: a lead paragraph and titled paragraphs. */
export interface SeoCopyRow {
  mainContent: string | null;
  paragraphs: { title: string; content: string }[];
}
/** { pl, en, fr } of search-engine copy — the language of the request picks one. */
export type SeoTranslations = Partial<Record<'pl' | 'en' | 'fr', SeoCopyRow>>;

export interface SalonImageRow {
  '5_3': string;
  '9_11': string;
  '17_6': string;
  mini: string;
}

export interface SalonsTable {
  id: string;
  name: string;
  city_code: string;
  is_virtual: Defaulted<boolean>;
  city_group: string | null;
  postcode: string | null;
  address: string[] | null;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  franchise: Defaulted<boolean>;
  enabled: Defaulted<boolean>;
  is_open: Defaulted<boolean>;
  accepts_reservations: Defaulted<boolean>;
  can_come_without_reservation: Defaulted<boolean>;
  suggested: Defaulted<boolean>;
  image_mini: string | null;
  images: Json<SalonImageRow[]>;
  images_17_6: Json<SalonImageRow[]>;
  description: Json<Translations | null>;
  price_description: Json<Translations | null>;
  price_notes: Json<Translations[]>;
  google_place_id: string | null;
  google_rating: number | null;
  google_reviews_count: number | null;
  google_reviews_per_score: number[] | null;
  seo: Json<SeoTranslations | null>;
  company_id: string | null;
}

export interface SalonReviewsTable {
  id: string;
  salon_id: string;
  author_id: string;
  author_title: string;
  author_image: string | null;
  author_link: string | null;
  rating: number;
  body: string | null;
  created_at: Date;
  link: string | null;
  likes: Defaulted<number>;
  image_urls: Defaulted<string[]>;
  owner_answer: string | null;
  owner_answer_at: Date | null;
}

export interface ServicesTable {
  id: string;
  name: Json<Translations>;
  category: 'HAIRDRESSING' | 'COSMETICS' | 'BARBER';
  sexes: ('F' | 'M')[];
  duration_minutes: number;
  sort_order: number;
  outside_of_salon: Defaulted<boolean>;
  promoted: Defaulted<boolean>;
  promoting_message: Json<Translations | null>;
  description: Json<Translations | null>;
  long_description: Json<Translations | null>;
  minimum_distance_in_days: number | null;
}

export interface SalonServicesTable {
  salon_id: string;
  service_id: string;
  price_minor: number;
  original_price_minor: number | null;
}

export interface OpeningHoursTable {
  salon_id: string;
  weekday: number;
  /** 'HH:mm:ss' */
  opens_at: string;
  closes_at: string;
}

export interface OpeningExceptionsTable {
  salon_id: string;
  /** 'yyyy-MM-dd' */
  day: string;
  opens_at: string | null;
  closes_at: string | null;
}

export interface HairdressersTable {
  id: string;
  salon_id: string;
  name: string;
  categories: string[];
  active: Defaulted<boolean>;
}

export interface HairdresserSchedulesTable {
  hairdresser_id: string;
  weekday: number;
  starts_at: string;
  ends_at: string;
}

export interface HairdresserDaysOffTable {
  hairdresser_id: string;
  day: string;
}

export interface UsersTable {
  id: Generated<string>;
  phone: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Generated<Date>;
  /** argon2id PHC string; null: no password. */
  password_hash: string | null;
  password_change_required: Defaulted<boolean>;
  email_confirmed: Defaulted<boolean>;
  sex: 'F' | 'M' | null;
  birthday_day: number | null;
  birthday_month: number | null;
  language: Defaulted<'pl' | 'en' | 'fr'>;
  preferred_salon_id: string | null;
  consent_email: Defaulted<boolean>;
  consent_telemarketing: Defaulted<boolean>;
  account_types: Defaulted<AccountType[]>;
  /** Null: no loyalty account. */
  loyalty_status: 'ACTIVE' | 'INACTIVE' | null;
  registered_with: RegisteredWith | null;
  marketing_id: Generated<string>;
  pending_phone: string | null;
  updated_at: Generated<Date>;
}

export type AccountType = 'EMPLOYEE' | 'VIP';
export type RegisteredWith = 'PASSWORD' | 'GOOGLE' | 'APPLE' | 'PHONE';
export type SocialProvider = 'GOOGLE' | 'APPLE';
export type MessageChannel = 'EMAIL' | 'SMS';

export interface SocialIdentitiesTable {
  provider: SocialProvider;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: Generated<Date>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  family_id: string;
  user_id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export interface VerificationChallengesTable {
  id: Generated<string>;
  purpose: string;
  channel: MessageChannel;
  target: string;
  context: Defaulted<string>;
  code_hash: string;
  code_expires_at: Date;
  failed_attempts: Defaulted<number>;
  sends: Defaulted<number>;
  last_sent_at: Date;
  window_started_at: Date;
  verified_at: Date | null;
  consumed_at: Date | null;
}

export interface EmailChangeRequestsTable {
  id: Generated<string>;
  user_id: string;
  new_email: string;
  previous_email: string | null;
  created_at: Date;
  expires_at: Date;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
}

export interface OutboxMessagesTable {
  id: Generated<string>;
  seq: Generated<number>;
  channel: MessageChannel;
  recipient: string;
  template: string;
  language: string;
  subject: string | null;
  body: string | null;
  created_at: Generated<Date>;
  attempts: Defaulted<number>;
  next_attempt_at: Generated<Date>;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  /** A file the e-mail carries, by reference: read when the message is sent. */
  attachment: ColumnType<OutboxAttachmentRef | null, string | null | undefined, string | null>;
}

/** Where an outbox e-mail's attached file is kept: a kind the outbox knows and the row's id. */
export interface OutboxAttachmentRef {
  kind: string;
  id: string;
}

export type RecordStatus = 'ACTIVE' | 'CANCELLED';

export interface VisitsTable {
  id: Generated<string>;
  user_id: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  salon_id: string;
  selected_hairdresser_id: string | null;
  client_note: string | null;
  status: Defaulted<RecordStatus>;
  created_at: Generated<Date>;
  cancelled_at: Date | null;
  /** The language messages about the visit are written in: the booking's, then the last editor's. */
  language: Defaulted<Language>;
  /** Who cancelled it, once cancelled. */
  cancelled_by: 'CUSTOMER' | 'SALON' | null;
}

/**
 * A visit's reminder, due `due_at` (VISIT_REMINDER_HOURS before its start): written in the
 * transaction that books the visit, moved by an edit, deleted by a cancel, and turned into
 * outbox messages by the poller in the transaction that deletes it.
 */
export interface VisitRemindersTable {
  visit_id: string;
  due_at: Date;
}

/** Where a visit at the customer's place (a virtual salon's) happens; one row per such visit. */
export interface VisitLocationsTable {
  visit_id: string;
  address: string;
  /** "00-950". */
  postcode: string;
  city: string;
}

/** A booking's Idempotency-Key and the visit it booked (migration 0011). */
export interface VisitRequestsTable {
  idempotency_key: string;
  visit_id: string;
  /** A hash of what was booked: a key sent again with other details is refused. */
  fingerprint: string;
  created_at: Generated<Date>;
}

export interface ReservationsTable {
  id: Generated<string>;
  visit_id: string;
  salon_id: string;
  service_id: string;
  hairdresser_id: string;
  starts_at: Date;
  ends_at: Date;
  price_minor: number;
  status: Defaulted<RecordStatus>;
}

export interface ReservationHoldsTable {
  id: Generated<string>;
  salon_id: string;
  service_id: string;
  hairdresser_id: string;
  requested_hairdresser_id: string | null;
  starts_at: Date;
  ends_at: Date;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  type: string;
  occurred_at: Date;
  app: string;
  path: string | null;
  data: Json<Record<string, unknown> | null>;
  user_id: string | null;
  received_at: Generated<Date>;
}

// ---------------------------------------------------------------- loyalty (0004)

export interface CompaniesTable {
  id: string;
  name: string;
  nip: string;
  address: string[];
  postcode: string;
  city: string;
}

export interface MachineKeysTable {
  id: Generated<string>;
  /** A salon's till, customer service, or the deploy watcher (OPS, migration 0012). */
  kind: 'POS' | 'STAFF' | 'OPS';
  salon_id: string | null;
  label: string;
  key_hash: string;
  created_at: Defaulted<Date>;
  revoked_at: Date | null;
}

/** A salon's operator as printed on a document. */
export interface DocumentCompanyRow {
  name: string;
  nip: string;
  address: string[];
  postcode: string;
  city: string;
}

/** One VAT rate's share of a document, in grosze. */
export interface TaxLineRow {
  taxCode: 'A' | 'B' | 'C' | 'D' | 'E';
  taxRate: number;
  net: number;
  gross: number;
  tax: number;
}

export interface PaymentRow {
  method: 'CASH' | 'CARD' | 'BLIK' | 'VOUCHER';
  amount: number;
  voucherId?: string;
  voucherEntries?: number;
}

export interface ReceiptsTable {
  id: Generated<string>;
  salon_id: string;
  document_number: string;
  user_id: string;
  issued_at: Date;
  employee_name: string;
  brand: string;
  barcode: string;
  company: Json<DocumentCompanyRow>;
  taxes: Json<TaxLineRow[]>;
  total_gross: number;
  total_tax: number;
  payments: Json<PaymentRow[]>;
  points: number;
  request_digest: string;
  created_at: Defaulted<Date>;
}

export interface ReceiptItemsTable {
  receipt_id: string;
  line: number;
  name: string;
  quantity: number;
  unit_gross: number;
  discount: Defaulted<number>;
  total_gross: number;
  tax_code: 'A' | 'B' | 'C' | 'D' | 'E';
  tax_rate: number;
  campaign_name: string | null;
  service_id: string | null;
}

export interface ReturnsTable {
  id: Generated<string>;
  salon_id: string;
  document_number: string;
  receipt_id: string;
  user_id: string;
  issued_at: Date;
  employee_name: string;
  brand: string;
  barcode: string;
  company: Json<DocumentCompanyRow>;
  taxes: Json<TaxLineRow[]>;
  total_gross: number;
  total_tax: number;
  points: number;
  request_digest: string;
  created_at: Defaulted<Date>;
}

export interface ReturnItemsTable {
  return_id: string;
  line: number;
  receipt_line: number;
  name: string;
  quantity: number;
  unit_gross: number;
  total_gross: number;
  tax_code: 'A' | 'B' | 'C' | 'D' | 'E';
  tax_rate: number;
  campaign_name: string | null;
}

export interface LoyaltyTransactionsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'RECEIPT' | 'RETURN' | 'VOUCHER_PURCHASE' | 'ADJUSTMENT';
  occurred_at: Date;
  title: Json<Translations>;
  points_in: Defaulted<number>;
  points_out: Defaulted<number>;
  bonus_points: Defaulted<number>;
  receipt_id: string | null;
  return_id: string | null;
  employee_name: string | null;
}

export interface VouchersTable {
  id: Generated<string>;
  user_id: string;
  name: Json<Translations>;
  description: Json<Translations>;
  source: 'CC' | 'Mobile' | 'PK' | 'RMS' | 'android' | 'ios' | 'ecommerce' | 'rms';
  paper: Defaulted<boolean>;
  purchased_at: Date;
  expires_on: string | null;
  validity_months: number | null;
  entries_total: number;
  services: Json<Translations[]>;
  origin: string | null;
}

export interface VoucherUsesTable {
  id: Generated<string>;
  voucher_id: string;
  receipt_id: string;
  salon_id: string;
  used_at: Date;
  quantity: number;
}

export interface CampaignsTable {
  id: string;
  code: string;
  name: Json<Translations>;
  description: Json<Translations>;
  details: Json<Translations | null>;
  points_required: number | null;
  starts_on: string;
  ends_on: string;
  active: Defaulted<boolean>;
  measure: 'ALL' | 'CONSENTS_BONUS' | 'VOUCHER_PURCHASE';
  sort_order: Defaulted<number>;
}

export interface MessagesTable {
  id: Generated<string>;
  user_id: string;
  direction: 'SENT' | 'RECEIVED';
  body: string;
  actions: Json<{ title: string; link: string }[]>;
  created_at: Date;
  read_at: Date | null;
  staff_key_id: string | null;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  params: Json<Record<string, string | number>>;
  link: string;
  created_at: Date;
  read_at: Date | null;
  dedupe_key: string | null;
}

export interface BlogCategoriesTable {
  id: number;
  link_rewrite: string;
  name: Json<Translations>;
  position: number;
  active: Defaulted<boolean>;
}

/** A clip hosted here (file_name … data) or a YouTube link; the check constraint keeps it one of the two. */
export interface BlogVideosTable {
  id: string;
  title: Json<Translations>;
  image: string;
  youtube_link: string | null;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
  hash: string | null;
  /** Buffer with pg, Uint8Array with PGlite. */
  data: Uint8Array | null;
  position: number;
}

export interface BlogPostsTable {
  id: Generated<number>;
  link_rewrite: string;
  category_id: number;
  title: string;
  author: string | null;
  date_add: Date;
  date_upd: Date;
  banner: string | null;
  short_content: string;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  tags: Defaulted<string[]>;
  promoted: Defaulted<boolean>;
  video_id: string | null;
  active: Defaulted<boolean>;
  views: Defaulted<number>;
  likes: Defaulted<number>;
  source_file: string;
  source_hash: string;
}

export interface BlogBannersTable {
  id: number;
  url: string;
  image: string;
  image_mobile: string;
  title: Json<Translations>;
  position: number;
}

export interface BlogSliderTable {
  id: number;
  url: string;
  image: string;
  image_mobile: string;
  title: Json<Translations>;
  description: Json<Translations | null>;
  position: number;
}

export interface BlogCommentsTable {
  id: Generated<string>;
  post_id: number;
  user_id: string;
  body: string;
  created_at: Date;
}

export interface RecruitmentOffersTable {
  /** 24 hexadecimal characters. */
  id: string;
  salon_id: string;
  name: string;
  /** Sanitised HTML. */
  description: string;
  recruitment_link: string | null;
  enabled: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RecruitmentApplicationsTable {
  id: Generated<string>;
  offer_id: string;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone: string;
  email: string;
  message: string | null;
  consent_recruitment_at: Date;
  consent_privacy_policy_at: Date;
  consent_future_recruitment_at: Date | null;
  cv_file_name: string;
  cv_size: number;
  cv_sha256: string;
  /** Buffer with pg, Uint8Array with PGlite. */
  cv_data: Uint8Array;
  created_at: Date;
  purge_after: Date;
}

/** A shop image: a packshot of the library (api/assets/shop-photos) and its alt text. */
export interface ShopImageRow {
  photo: string;
  alt: Translations;
  width: number;
  height: number;
}

export interface ShopBrandsTable {
  id: string;
  name: string;
}

export interface ShopCategoriesTable {
  id: string;
  name: Json<Translations>;
  position: number;
}

export interface ShopProductTypesTable {
  id: string;
  name: Json<Translations>;
  position: number;
}

export interface ShopProductsTable {
  id: Generated<string>;
  name: string;
  brand_id: string;
  line: string | null;
  category_id: string;
  type_id: string;
  volume_ml: number | null;
  /** Grosze, gross. */
  price: number;
  description: Json<Translations>;
  images: Json<ShopImageRow[]>;
  /** Lower first in the "suggested" sort; products and vouchers share the scale. */
  suggested_rank: number;
  enabled: Defaulted<boolean>;
  created_at: Generated<Date>;
}

export interface ShopVouchersTable {
  id: Generated<string>;
  name: Json<Translations>;
  description: Json<Translations>;
  /** Grosze, gross. */
  price: number;
  services: Json<Translations[]>;
  entries: number;
  validity_months: number | null;
  images: Json<ShopImageRow[]>;
  suggested_rank: number;
  enabled: Defaulted<boolean>;
  created_at: Generated<Date>;
}

export interface FavouriteProductsTable {
  user_id: string;
  product_id: string;
  created_at: Generated<Date>;
}

export interface ShopOrdersTable {
  id: Generated<string>;
  user_id: string;
  shop_voucher_id: string;
  /** The voucher's name as it was sold. */
  voucher_name: Json<Translations>;
  entries: number;
  /** Grosze, gross, copied from the voucher when ordered. */
  amount: number;
  currency: Defaulted<'PLN'>;
  status: Defaulted<'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED'>;
  provider: 'stripe' | 'local';
  provider_session: string | null;
  terms_accepted_at: Date;
  created_at: Generated<Date>;
  paid_at: Date | null;
  closed_at: Date | null;
  issued_voucher_id: string | null;
}

export interface PaymentEventsTable {
  /** The provider's event id. */
  id: string;
  provider: string;
  type: string;
  order_id: string | null;
  received_at: Generated<Date>;
}

// ---------------------------------------------------------------- remote health (0012)

/** One minute's counts of one remote version, as the shells reported them (summed). */
export interface RemoteHealthTable {
  remote: string;
  version: string;
  /** The start of the minute (seconds zero). */
  minute: Date;
  loads: Defaulted<number>;
  load_failures: Defaulted<number>;
  render_errors: Defaulted<number>;
}

export interface DB {
  app_meta: AppMetaTable;
  departments: DepartmentsTable;
  cities: CitiesTable;
  salons: SalonsTable;
  salon_reviews: SalonReviewsTable;
  services: ServicesTable;
  salon_services: SalonServicesTable;
  opening_hours: OpeningHoursTable;
  opening_exceptions: OpeningExceptionsTable;
  hairdressers: HairdressersTable;
  hairdresser_schedules: HairdresserSchedulesTable;
  hairdresser_days_off: HairdresserDaysOffTable;
  users: UsersTable;
  visits: VisitsTable;
  reservations: ReservationsTable;
  visit_reminders: VisitRemindersTable;
  visit_locations: VisitLocationsTable;
  visit_requests: VisitRequestsTable;
  reservation_holds: ReservationHoldsTable;
  tracking_events: TrackingEventsTable;
  social_identities: SocialIdentitiesTable;
  refresh_tokens: RefreshTokensTable;
  verification_challenges: VerificationChallengesTable;
  email_change_requests: EmailChangeRequestsTable;
  outbox_messages: OutboxMessagesTable;
  companies: CompaniesTable;
  machine_keys: MachineKeysTable;
  receipts: ReceiptsTable;
  receipt_items: ReceiptItemsTable;
  returns: ReturnsTable;
  return_items: ReturnItemsTable;
  loyalty_transactions: LoyaltyTransactionsTable;
  vouchers: VouchersTable;
  voucher_uses: VoucherUsesTable;
  campaigns: CampaignsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  blog_categories: BlogCategoriesTable;
  blog_videos: BlogVideosTable;
  blog_posts: BlogPostsTable;
  blog_banners: BlogBannersTable;
  blog_slider: BlogSliderTable;
  blog_comments: BlogCommentsTable;
  recruitment_offers: RecruitmentOffersTable;
  recruitment_applications: RecruitmentApplicationsTable;
  shop_brands: ShopBrandsTable;
  shop_categories: ShopCategoriesTable;
  shop_product_types: ShopProductTypesTable;
  shop_products: ShopProductsTable;
  shop_vouchers: ShopVouchersTable;
  favourite_products: FavouriteProductsTable;
  shop_orders: ShopOrdersTable;
  payment_events: PaymentEventsTable;
  remote_health: RemoteHealthTable;
}

export type SalonRow = Selectable<SalonsTable>;
export type ServiceRow = Selectable<ServicesTable>;
export type NewSalon = Insertable<SalonsTable>;
export type NewService = Insertable<ServicesTable>;
export type UserRow = Selectable<UsersTable>;
