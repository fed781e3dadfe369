import { Type, type Static } from '@sinclair/typebox';
import { LocalDateTimeSchema } from './catalog-api.ts';

/*
 * The customer's thread with customer service and their notifications (spec part 2,
 * sections 2 "Profile: other pages", 3 "Message", 5 and 7). Direction is the customer's:
 * SENT they wrote, RECEIVED customer service wrote.
 */

/** Message maximum length (spec part 2, section 9). */
export const MESSAGE_MAX_LENGTH = 5000;

export const MessageActionSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 80 }),
  /** A path of the site (`/profil/vouchery`) or an https URL. */
  link: Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https://)' }),
});

export const MessageSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  body: Type.String(),
  dateTime: LocalDateTimeSchema,
  direction: Type.Union([Type.Literal('SENT'), Type.Literal('RECEIVED')]),
  actions: Type.Array(MessageActionSchema),
  /** RECEIVED messages: whether the customer has seen it (markAsRead). SENT: always true. */
  read: Type.Boolean(),
});
export type Message = Static<typeof MessageSchema>;

/** POST /api/messages: 1 to 5 000 characters; blank text is refused. */
export const NewMessageSchema = Type.Object({ body: Type.String({ maxLength: MESSAGE_MAX_LENGTH }) });
export type NewMessage = Static<typeof NewMessageSchema>;

/** POST /api/staff/messages: customer service answers a customer (machine call, staff key). */
export const StaffMessageSchema = Type.Object({
  customerId: Type.String({ format: 'uuid' }),
  body: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
  actions: Type.Optional(Type.Array(MessageActionSchema, { maxItems: 3 })),
});
export type StaffMessage = Static<typeof StaffMessageSchema>;

export const NOTIFICATION_KINDS = [
  'POINTS_AWARDED',
  'VOUCHER_EXPIRING',
  'MESSAGE_RECEIVED',
  // A visit of the customer's account booked, changed, cancelled (by them or the salon) or coming up.
  'VISIT_BOOKED',
  'VISIT_CHANGED',
  'VISIT_CANCELLED',
  'VISIT_REMINDER',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  /** In the language of the request. */
  title: Type.String(),
  body: Type.String(),
  /** Where it leads in the site. */
  link: Type.String(),
  dateTime: LocalDateTimeSchema,
  read: Type.Boolean(),
});
export type Notification = Static<typeof NotificationSchema>;

/** GET /api/users/me/notifications: newest first, with the unread count for the badge. */
export const NotificationsSchema = Type.Object({ data: Type.Array(NotificationSchema), unreadCount: Type.Integer({ minimum: 0 }) });
export type Notifications = Static<typeof NotificationsSchema>;

export const UnreadCountSchema = Type.Object({ unreadCount: Type.Integer({ minimum: 0 }) });
