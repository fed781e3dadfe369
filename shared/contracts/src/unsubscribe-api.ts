import { Type, type Static } from '@sinclair/typebox';

/*
 * Unsubscribing from e-mail marketing with the link in a message (spec part 2, sections 2
 * and 7): the site page /unsubscribe/email/{customerId}?sig=… (llid, cid, uid when a
 * campaign sent it) calls PUT /api/unsubscribe/email, which revokes the customer's Email
 * marketing consent. The link is signed by the API, so nobody can unsubscribe someone
 * else by changing the id; repeating it changes nothing more.
 */

export const UNSUBSCRIBE_EMAIL_PATH = '/api/unsubscribe/email';

/** The mailing's ids, sent only as all three (llid, cid, uid of the link). */
const MailingId = Type.String({ minLength: 1, maxLength: 64 });

export const UnsubscribeEmailQuerySchema = Type.Object({
  customerId: Type.String({ format: 'uuid' }),
  /** The link's `sig`: HMAC-SHA-256 of the customer id under the API's key, hex. */
  signature: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  /** The campaign's mailing list (`llid`). */
  lunchListId: Type.Optional(MailingId),
  /** The e-mail of that campaign (`cid`). */
  emailId: Type.Optional(MailingId),
  /** The customer as the marketing-automation service knows them (`uid`). */
  contactUid: Type.Optional(MailingId),
});
export type UnsubscribeEmailQuery = Static<typeof UnsubscribeEmailQuerySchema>;
