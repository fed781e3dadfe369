import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createAccount } from '../../../test/identity-helpers.ts';
import { createMachineKey } from '../../../plugins/app/machine-keys/machine-keys.ts';
import { issueVoucher } from '../../../plugins/app/loyalty/vouchers.ts';

/*
 * Tills racing on a PostgreSQL server (TEST_DATABASE_URL; PGlite runs one statement at a
 * time): one document sent 20 times at once is recorded once, and the last entry of a
 * voucher spent by two tills at once is spent once.
 */

let t: TestApp;
let key = '';
const PARALLEL = 20;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('concurrency tests need TEST_DATABASE_URL (a PostgreSQL server)');
  t = await buildTestApp();
  key = (await createMachineKey(t.database.db, { kind: 'POS', salonId: 'M101' })).key;
}, 180_000);
afterAll(() => t?.close());

const send = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/pos/receipts', headers: { 'x-api-key': key }, payload: body, remoteAddress: '127.0.0.9' });

const receipt = (customerId: string, documentNumber: string, payments: object[] = [{ method: 'CARD', amount: 12_000 }]) => ({
  salonId: 'M101',
  documentNumber,
  issuedAt: '2026-11-23T07:30:00',
  customer: { id: customerId },
  employeeName: 'Iza W.',
  items: [{ name: 'Strzyżenie damskie', quantity: 1, unitGrossPrice: 12_000, taxCode: 'A', taxRate: 23, serviceId: '1001' }],
  payments,
});

test(`one document sent ${PARALLEL} times at once is recorded once, and every answer is its receipt`, async () => {
  const me = await createAccount(t);
  const responses = await Promise.all(Array.from({ length: PARALLEL }, () => send(receipt(me.id, 'PAR/RACE/1'))));
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 200)).toHaveLength(PARALLEL - 1);
  expect(new Set(responses.map((response) => response.json().receipt.id)).size).toBe(1);
  const receipts = await t.database.db.selectFrom('receipts').select('id').where('document_number', '=', 'PAR/RACE/1').execute();
  const ledger = await t.database.db.selectFrom('loyalty_transactions').select('points_in').where('user_id', '=', me.id).execute();
  expect(receipts).toHaveLength(1);
  expect(ledger).toEqual([{ points_in: 120 }]);
});

test('two tills spending the last entry of a voucher at once: one succeeds, the other is told it is used up', async () => {
  const me = await createAccount(t);
  const voucherId = await issueVoucher(t.database.db, {
    userId: me.id,
    name: { pl: 'Strzyżenie' },
    description: { pl: 'Jedno strzyżenie' },
    source: 'ecommerce',
    purchasedAt: new Date('2026-11-01T10:00:00Z'),
    expiresOn: null,
    validityMonths: null,
    entries: 1,
    services: [],
    origin: `race:${me.id}`,
  });
  const voucher = [{ method: 'VOUCHER', amount: 12_000, voucherId, voucherEntries: 1 }];
  const responses = await Promise.all(['PAR/RACE/V1', 'PAR/RACE/V2', 'PAR/RACE/V3'].map((number) => send(receipt(me.id, number, voucher))));
  expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
  const uses = await t.database.db.selectFrom('voucher_uses').select('quantity').where('voucher_id', '=', voucherId).execute();
  expect(uses).toEqual([{ quantity: 1 }]);
  // The refused receipts left nothing behind.
  expect(await t.database.db.selectFrom('receipts').select('id').where('user_id', '=', me.id).execute()).toHaveLength(1);
});
