import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { normalizePhone } from '../../../lib/phone.ts';
import devIdentityProviderRoutes from './idp.ts';

/*
 * Development tools, registered by app.ts only when identityConfig.developmentTools (never
 * in production; readApiConfig refuses DEV_TOOLS=true there): the outbox, where a
 * developer or a browser test reads the codes and links sent to customers, and the local
 * Google/Apple identity provider.
 */

export const OutboxMessageSchema = Type.Object({
  id: Type.String(),
  channel: Type.String(),
  recipient: Type.String(),
  template: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  body: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
});

const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (process.env.NODE_ENV === 'production' || !app.identityConfig.developmentTools) {
    throw new Error('the development tools (outbox, identity provider) cannot run in production');
  }

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        operationId: 'listDevOutbox',
        summary: 'Messages sent to customers, newest first (development only)',
        security: [],
        querystring: Type.Object({
          recipient: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        }),
        response: { 200: Type.Object({ messages: Type.Array(OutboxMessageSchema) }), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      let query = app.db
        .selectFrom('outbox_messages')
        .select(['id', 'channel', 'recipient', 'template', 'subject', 'body', 'created_at', 'sent_at'])
        .orderBy('seq', 'desc')
        .limit(request.query.limit);
      const recipient = request.query.recipient?.trim();
      if (recipient) {
        const normalized = recipient.includes('@') ? recipient.toLowerCase() : (normalizePhone(recipient) ?? recipient);
        query = query.where('recipient', '=', normalized);
      }
      const rows = await query.execute();
      return {
        messages: rows.map(({ created_at, sent_at, ...row }) => ({
          ...row,
          createdAt: created_at.toISOString(),
          sentAt: sent_at ? sent_at.toISOString() : null,
        })),
      };
    },
  );

  await app.register(devIdentityProviderRoutes);
};

export default devRoutes;
