import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  CampaignSchema,
  DocumentIdParamsSchema,
  LOYALTY_PAGE_SIZE,
  ReceiptSchema,
  ReturnSchema,
  TransactionsPageSchema,
  TransactionsQuerySchema,
} from '@salon/contracts/loyalty-api';
import { VoucherSchema, VouchersQuerySchema } from '@salon/contracts/vouchers-api';
import { notFound } from '../../../lib/errors.ts';
import { localDate } from '../../../lib/local-time.ts';
import { listCampaigns } from '../../../plugins/app/loyalty/campaigns.ts';
import { loadReceipt, loadReturn } from '../../../plugins/app/loyalty/documents.ts';
import { listTransactions } from '../../../plugins/app/loyalty/list-transactions.ts';
import { listVouchers } from '../../../plugins/app/loyalty/vouchers.ts';

/*
 * The signed-in customer's loyalty account (spec part 2, section 7): the points ledger
 * page by page, the receipt or return behind an entry, vouchers and campaigns. Only the
 * owner reads a document: another customer's id answers 404, as an unknown one does.
 * An inactive loyalty account gets 403 USER_INACTIVE on every call (auth plugin).
 */

const signedIn = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const bearer = [{ bearer: [] }];

const loyaltyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => localDate(app.clock.now());

  app.get(
    '/loyalty-points/transactions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['loyalty'],
        operationId: 'listLoyaltyTransactions',
        summary: 'The points ledger, newest first, a page at a time (API version 3)',
        description: `skip and limit (${LOYALTY_PAGE_SIZE} by default); links.next is the path of the next page and is absent on the last.`,
        security: bearer,
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionsPageSchema, 400: ApiErrorSchema, ...signedIn },
      },
    },
    async (request) => {
      const { skip = 0, limit = LOYALTY_PAGE_SIZE } = request.query;
      return listTransactions(app.db, request.user!.id, { skip, limit }, request.language);
    },
  );

  app.get(
    '/receipts/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['loyalty'],
        operationId: 'getReceipt',
        summary: 'A receipt of the customer, with VAT lines and totals',
        security: bearer,
        params: DocumentIdParamsSchema,
        response: { 200: ReceiptSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...signedIn },
      },
    },
    async (request) => {
      const receipt = await loadReceipt(app.db, request.params.id, request.user!.id);
      if (!receipt) throw notFound('id');
      return receipt;
    },
  );

  app.get(
    '/returns/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['loyalty'],
        operationId: 'getReturn',
        summary: 'A return of the customer, with the receipt it refers to',
        security: bearer,
        params: DocumentIdParamsSchema,
        response: { 200: ReturnSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...signedIn },
      },
    },
    async (request) => {
      const document = await loadReturn(app.db, request.params.id, request.user!.id);
      if (!document) throw notFound('id');
      return document;
    },
  );

  app.get(
    '/vouchers',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['loyalty'],
        operationId: 'listVouchers',
        summary: 'The customer’s vouchers: active ones, or with active=false the used up and expired',
        description: 'Paper vouchers are never listed.',
        security: bearer,
        querystring: VouchersQuerySchema,
        response: { 200: Type.Array(VoucherSchema), 400: ApiErrorSchema, ...signedIn },
      },
    },
    async (request) => listVouchers(app.db, request.user!.id, { active: request.query.active ?? true, today: today(), language: request.language }),
  );

  app.get(
    '/campaigns',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['loyalty'],
        operationId: 'listCampaigns',
        summary: 'Campaigns with the customer’s progress (points acquired from their ledger)',
        security: bearer,
        response: { 200: Type.Array(CampaignSchema), ...signedIn },
      },
    },
    async (request) => listCampaigns(app.db, request.user!.id, { today: today(), language: request.language }),
  );
};

export default loyaltyRoutes;
