import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { MessageSchema, NewMessageSchema, NotificationsSchema, StaffMessageSchema, UnreadCountSchema } from '@salon/contracts/messages-api';
import { listMessages, markMessagesRead, replyToCustomer, sendMessage } from '../../../plugins/app/messages/messages.ts';
import { countUnread, listNotifications, markNotificationsRead } from '../../../plugins/app/messages/notifications.ts';
import { MACHINE_KEY_SECURITY } from '../../../plugins/app/machine-keys/machine-keys.ts';

/*
 * The customer's thread with customer service and their notifications (spec part 2,
 * section 7), and customer service's answers (machine call with the staff key: there is
 * no staff UI in this product).
 */

const signedIn = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const bearer = [{ bearer: [] }];

const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.clock.now().toJSDate();

  app.get(
    '/messages',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['messages'],
        operationId: 'listMessages',
        summary: 'The customer’s thread with customer service, oldest first',
        security: bearer,
        response: { 200: Type.Array(MessageSchema), ...signedIn },
      },
    },
    async (request) => listMessages(app.db, request.user!.id),
  );

  app.post(
    '/messages',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['messages'],
        operationId: 'sendMessage',
        summary: 'Write to customer service (1 to 5000 characters; blank text is refused on body)',
        security: bearer,
        body: NewMessageSchema,
        response: { 201: MessageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, ...signedIn },
      },
    },
    async (request, reply) => reply.code(201).send(await sendMessage(app.db, request.user!.id, request.body.body, now())),
  );

  app.post(
    '/messages/markAsRead',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['messages'],
        operationId: 'markMessagesRead',
        summary: 'The customer has read the thread: answers and their notifications become read',
        security: bearer,
        response: { 204: Type.Null({ description: 'Marked' }), ...signedIn },
      },
    },
    async (request, reply) => {
      await markMessagesRead(app.db, request.user!.id, now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/staff/messages',
    {
      preHandler: app.requireStaffKey,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['staff'],
        operationId: 'replyToCustomer',
        summary: 'Customer service answers a customer (staff key); the customer is notified',
        security: [MACHINE_KEY_SECURITY],
        body: StaffMessageSchema,
        response: { 201: MessageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const message = await replyToCustomer(app.db, {
        customerId: request.body.customerId,
        body: request.body.body,
        actions: request.body.actions ?? [],
        staffKeyId: request.machine!.keyId,
        now: now(),
      });
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/users/me/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['messages'],
        operationId: 'listNotifications',
        summary: 'The customer’s newest notifications, with the unread count',
        security: bearer,
        response: { 200: NotificationsSchema, ...signedIn },
      },
    },
    async (request) => listNotifications(app.db, request.user!.id, { now: now(), language: request.language }),
  );

  app.get(
    '/users/me/notifications/unread-count',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['messages'],
        operationId: 'countUnreadNotifications',
        summary: 'How many notifications the customer has not read (the badge)',
        security: bearer,
        response: { 200: UnreadCountSchema, ...signedIn },
      },
    },
    async (request) => ({ unreadCount: await countUnread(app.db, request.user!.id, { now: now(), language: request.language }) }),
  );

  app.post(
    '/users/me/notifications/markAsRead',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['messages'],
        operationId: 'markNotificationsRead',
        summary: 'Marks the named notifications read, or all of them without ids',
        security: bearer,
        body: Type.Optional(Type.Object({ ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100 })) })),
        response: { 204: Type.Null({ description: 'Marked' }), 400: ApiErrorSchema, ...signedIn },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(app.db, request.user!.id, request.body?.ids, now());
      return reply.code(204).send(null);
    },
  );
};

export default messagesRoutes;
