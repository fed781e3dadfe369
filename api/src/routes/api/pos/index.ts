import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { ReceiptIntakeResultSchema, ReceiptIntakeSchema, ReturnIntakeResultSchema, ReturnIntakeSchema } from '@salon/contracts/loyalty-api';
import { recordReceipt } from '../../../plugins/app/loyalty/record-receipt.ts';
import { recordReturn } from '../../../plugins/app/loyalty/record-return.ts';
import { sha256 } from '../../../lib/secrets.ts';
import { API_KEY_HEADER, MACHINE_KEY_SECURITY } from '../../../plugins/app/machine-keys/machine-keys.ts';

/*
 * The salons' tills (machine to machine, `X-Api-Key` of the salon's till): receipts and
 * returns become the customer's documents and points. Idempotent on the till's
 * document number: a replay answers 200 with the first result and changes nothing; the
 * first time answers 201. A till also cancels a visit of its salon (or its company's)
 * when the salon cannot receive the customer.
 */

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Throttled per key, not per IP: the tills of many salons may reach the API through one
 * integration server. 20 documents a second per till is far above any till's pace and
 * still caps a retry storm. A call without a key shares one bucket per IP.
 */
const perTill = {
  rateLimit: {
    max: 1200,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const key = request.headers[API_KEY_HEADER];
      return typeof key === 'string' && key.length > 0 ? `till:${sha256(key)}` : `till-ip:${request.ip}`;
    },
  },
};
const security = [MACHINE_KEY_SECURITY];
/** The brand printed on documents when the till does not send X-Brand (the runtime config's default). */
const DEFAULT_BRAND = 'Salon';

const posRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pos/receipts',
    {
      preHandler: app.requirePosKey,
      config: perTill,
      schema: {
        tags: ['till'],
        operationId: 'recordReceipt',
        summary: "A fiscal receipt from a salon's till: the customer's receipt, points and voucher use",
        description:
          'Amounts are integer grosze. The API checks each tax rate against its code, applies the birthday discount, computes VAT per rate and the totals, awards points and spends voucher entries. The same documentNumber again answers 200 with the first result; with other contents 409 DOCUMENT_NUMBER_CONFLICT.',
        security,
        body: ReceiptIntakeSchema,
        response: { 200: ReceiptIntakeResultSchema, 201: ReceiptIntakeResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { result, replay } = await recordReceipt(app.db, request.body, {
        posSalonId: request.machine!.salonId,
        brand: request.brand ?? DEFAULT_BRAND,
        now: app.clock.now().toJSDate(),
      });
      return reply.code(replay ? 200 : 201).send(result);
    },
  );

  app.post(
    '/pos/returns',
    {
      preHandler: app.requirePosKey,
      config: perTill,
      schema: {
        tags: ['till'],
        operationId: 'recordReturn',
        summary: "A return against a receipt of the same salon: the customer's return document, points taken back",
        description:
          'Lines are the receipt’s (1-based); a line cannot come back more times than it was sold (400 RETURN_QUANTITY_EXCEEDED with `returnable`). Idempotent on documentNumber like a receipt.',
        security,
        body: ReturnIntakeSchema,
        response: { 200: ReturnIntakeResultSchema, 201: ReturnIntakeResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { result, replay } = await recordReturn(app.db, request.body, {
        posSalonId: request.machine!.salonId,
        brand: request.brand ?? DEFAULT_BRAND,
        now: app.clock.now().toJSDate(),
      });
      return reply.code(replay ? 200 : 201).send(result);
    },
  );

  app.delete(
    '/pos/visits/:id',
    {
      preHandler: app.requirePosKey,
      config: perTill,
      schema: {
        tags: ['till'],
        operationId: 'cancelVisitBySalon',
        summary: 'The salon cancels a visit of its own or of a salon of its company',
        description:
          'Cancels the visit and all its reservations; the customer is told by SMS (and e-mail for an account with one) that the salon cancelled it, with an apology and a link to book again. 404 for an unknown visit or one of another company; 400 RESERVATION_CANCELLED when already cancelled, RESERVATION_EXPIRED once it has started.',
        security,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 204: Type.Null(), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // A POS key always names its salon (constraint machine_keys_pos_salon).
      await app.visits.cancel(request.params.id, { by: 'SALON', salonId: request.machine!.salonId! });
      // The cancel's transaction wrote the customer's messages: out right after the answer.
      request.wroteMessages = true;
      return reply.code(204).send(null);
    },
  );
};

export default posRoutes;
