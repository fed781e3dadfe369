import type { ReceiptIntake } from '@salon/contracts/loyalty-api';
import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { createAccount, nextIp, testAppForFile } from '../../../test/identity-helpers.ts';
import { signAccessToken } from '../../../lib/access-token.ts';
import { createMachineKey, revokeMachineKey } from '../../../plugins/app/machine-keys/machine-keys.ts';
import { issueVoucher } from '../../../plugins/app/loyalty/vouchers.ts';

/*
 * The tills' intake (POST /api/pos/receipts and /returns): keys, the rules it applies
 * (VAT, birthday discount, points, consents bonus, vouchers, returns), idempotent
 * replays and every refusal with its field.
 */

const t = testAppForFile();
let till = '';
let otherTill = '';
let staff = '';
let documents = 0;

beforeAll(async () => {
  till = (await createMachineKey(t.database.db, { kind: 'POS', salonId: 'M101' })).key;
  otherTill = (await createMachineKey(t.database.db, { kind: 'POS', salonId: 'M102' })).key;
  staff = (await createMachineKey(t.database.db, { kind: 'STAFF', label: 'customer service' })).key;
});

const post = (url: string, payload: unknown, key: string | null = till) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: key === null ? {} : { 'x-api-key': key }, remoteAddress: nextIp() });

async function customer(fields: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(t, fields);
  const token = await signAccessToken(TEST_JWT_SECRET, { sub: account.id }, { now: TEST_NOW.toJSDate() });
  return { ...account, headers: { authorization: `Bearer ${token}` } };
}

const points = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me', headers, remoteAddress: nextIp() })).json().points as number;

/** A receipt of M101 for a women's cut (120.00 zł) and a shampoo (2 × 49.99 zł), paid by card. */
function receipt(customer: { phone?: string | null; id?: string }, overrides: Partial<ReceiptIntake> = {}): ReceiptIntake {
  documents += 1;
  return {
    salonId: 'M101',
    documentNumber: `PAR/2026/11/T${documents}`,
    issuedAt: '2026-11-23T07:30:00',
    customer: customer.id ? { id: customer.id } : { phone: customer.phone! },
    employeeName: 'Iza W.',
    items: [
      { name: 'Strzyżenie damskie', quantity: 1, unitGrossPrice: 12_000, taxCode: 'A', taxRate: 23, serviceId: '1001' },
      { name: 'Szampon 250 ml', quantity: 2, unitGrossPrice: 4_999, taxCode: 'A', taxRate: 23 },
    ],
    payments: [{ method: 'CARD', amount: 21_998 }],
    ...overrides,
  };
}

describe('keys', () => {
  test('no key, a wrong key, a staff key and a revoked key are 401 on the X-Api-Key field', async () => {
    const me = await customer();
    const unauthorized = { status: 401, code: 'UNAUTHORIZED', field: 'x-api-key' };
    expect((await post('/api/pos/receipts', receipt(me), null)).json()).toEqual(unauthorized);
    expect((await post('/api/pos/receipts', receipt(me), 'pos_m101_not-a-key')).json()).toEqual(unauthorized);
    expect((await post('/api/pos/receipts', receipt(me), staff)).json()).toEqual(unauthorized);
    const revoked = await createMachineKey(t.database.db, { kind: 'POS', salonId: 'M101' });
    expect((await post('/api/pos/receipts', receipt(me), revoked.key)).statusCode).toBe(201);
    await revokeMachineKey(t.database.db, revoked.id, TEST_NOW.toJSDate());
    expect((await post('/api/pos/receipts', receipt(me), revoked.key)).json()).toEqual(unauthorized);
  });

  test("a till writes for its own salon only: another salon's document is 403 on salonId, an unknown salon 400", async () => {
    const me = await customer();
    expect((await post('/api/pos/receipts', receipt(me), otherTill)).json()).toEqual({ status: 403, code: 'FORBIDDEN', field: 'salonId' });
    expect((await post('/api/pos/receipts', receipt(me, { salonId: 'M99999' }))).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'salonId' });
  });
});

describe('a receipt', () => {
  test('becomes the customer’s document with VAT per rate and totals, and their points', async () => {
    const me = await customer();
    const response = await post('/api/pos/receipts', receipt({ phone: me.phone }, { items: [...receipt(me).items, { name: 'Poradnik', quantity: 1, unitGrossPrice: 3_990, taxCode: 'C', taxRate: 5 }], payments: [{ method: 'CARD', amount: 25_988 }] }));
    expect(response.statusCode).toBe(201);
    const { receipt: document, customerId, balance } = response.json();
    expect(customerId).toBe(me.id);
    expect(document.taxes).toEqual([
      { taxCode: 'A', taxRate: 23, grossPrice: { value: 219.98, currency: 'PLN' }, taxAmount: { value: 41.13, currency: 'PLN' }, netPrice: { value: 178.85, currency: 'PLN' } },
      { taxCode: 'C', taxRate: 5, grossPrice: { value: 39.9, currency: 'PLN' }, taxAmount: { value: 1.9, currency: 'PLN' }, netPrice: { value: 38, currency: 'PLN' } },
    ]);
    expect(document.total).toEqual({ grossPrice: { value: 259.88, currency: 'PLN' }, taxAmount: { value: 43.03, currency: 'PLN' } });
    expect(document).toMatchObject({
      brand: 'Salon',
      salon: { id: 'M101', location: { city: 'Warszawa' } },
      company: { nip: expect.stringMatching(/^\d{10}$/), location: { city: 'Warszawa' } },
      barcode: expect.stringMatching(/^R101261123[0-9A-F]{8}$/),
      employeeName: 'Iza W.',
      points: 259,
    });
    expect(document.items[1]).toMatchObject({ line: 2, quantity: 2, unitGrossPrice: { value: 49.99 }, totalGrossPrice: { value: 99.98 }, discountAmount: null });
    expect(balance).toBe(259);
    expect(await points(me.headers)).toBe(259);
  });

  test('earns +50 for a visit with both consents, and nothing extra for products only', async () => {
    const consenting = await customer({ consent_email: true, consent_telemarketing: true });
    expect((await post('/api/pos/receipts', receipt(consenting))).json().receipt.points).toBe(219 + 50);
    const shopping = receipt(consenting, { items: [receipt(consenting).items[1]!], payments: [{ method: 'CASH', amount: 9_998 }] });
    expect((await post('/api/pos/receipts', shopping)).json().receipt.points).toBe(99);
    const one = await customer({ consent_email: true });
    expect((await post('/api/pos/receipts', receipt(one))).json().receipt.points).toBe(219);
  });

  test('takes 20 % off in the birthday month, on lines without another promotion', async () => {
    const born = await customer({ birthday_day: 2, birthday_month: 11 });
    const promoted = receipt(born, {
      items: [receipt(born).items[0]!, { ...receipt(born).items[1]!, campaignName: 'Jesień -10%', discountAmount: 1_000 }],
      // 120.00 − 24.00 + 99.98 − 10.00
      payments: [{ method: 'CARD', amount: 18_598 }],
    });
    const response = await post('/api/pos/receipts', promoted);
    expect(response.statusCode).toBe(201);
    expect(response.json().receipt.items).toEqual([
      expect.objectContaining({ campaignName: 'Rabat urodzinowy -20%', discountAmount: { value: 24, currency: 'PLN' }, totalGrossPrice: { value: 96, currency: 'PLN' } }),
      expect.objectContaining({ campaignName: 'Jesień -10%', discountAmount: { value: 10, currency: 'PLN' }, totalGrossPrice: { value: 89.98, currency: 'PLN' } }),
    ]);
    // Outside the month (or without the day) there is none: the full price is owed.
    const other = await customer({ birthday_day: 2, birthday_month: 12 });
    expect((await post('/api/pos/receipts', receipt(other, { payments: [{ method: 'CARD', amount: 18_598 }] }))).json()).toEqual({
      status: 400,
      code: 'PAYMENT_TOTAL_MISMATCH',
      field: 'payments',
      expected: 21_998,
      paid: 18_598,
    });
  });

  test('a replay answers the first result and changes nothing; other contents under its number are 409', async () => {
    const me = await customer();
    const body = receipt(me);
    const first = await post('/api/pos/receipts', body);
    const again = await post('/api/pos/receipts', body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await points(me.headers)).toBe(219);
    const rows = await t.database.db.selectFrom('loyalty_transactions').select('id').where('user_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
    const changed = await post('/api/pos/receipts', { ...body, employeeName: 'Marta K.' });
    expect(changed.json()).toEqual({ status: 409, code: 'DOCUMENT_NUMBER_CONFLICT', field: 'documentNumber', receiptId: first.json().receipt.id });
  });

  test('refuses bad input with the field, and saves nothing', async () => {
    const me = await customer();
    const inactive = await customer({ loyalty_status: 'INACTIVE' });
    const refused = async (body: unknown) => (await post('/api/pos/receipts', body)).json();
    expect(await refused(receipt({ phone: '+48 500 000 000' }))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'customer.phone' });
    expect(await refused(receipt({ phone: 'not a phone number' }))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'customer.phone' });
    expect(await refused(receipt({ id: '00000000-0000-4000-8000-00000000ffff' }))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'customer.id' });
    expect(await refused({ ...receipt(me), customer: { id: me.id, phone: me.phone } })).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'customer' });
    expect(await refused(receipt(inactive))).toEqual({ status: 403, code: 'USER_INACTIVE', field: 'customer' });
    const items = receipt(me).items;
    expect(await refused(receipt(me, { items: [{ ...items[0]!, taxRate: 8 }] }))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'items[0].taxRate', expected: 23 });
    expect(await refused(receipt(me, { items: [{ ...items[0]!, unitGrossPrice: 120.5 }] }))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'items.0.unitGrossPrice' });
    expect(await refused(receipt(me, { items: [] }))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'items' });
    expect(await refused(receipt(me, { issuedAt: '2026-11-24T07:30:00' }))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'issuedAt' });
    expect(await refused(receipt(me, { issuedAt: '2026-02-30T07:30:00' }))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'issuedAt' });
    expect(await refused(receipt(me, { payments: [{ method: 'CARD', amount: 21_998, voucherId: '00000000-0000-4000-8000-000000000001' }] }))).toEqual({
      status: 400,
      code: 'INVALID_VALUE',
      field: 'payments[0].method',
    });
    expect(await refused(receipt(me, { documentNumber: '../../etc' }))).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'documentNumber' });
    expect(await points(me.headers)).toBe(0);
    expect(await t.database.db.selectFrom('receipts').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
  });
});

describe('vouchers at the till', () => {
  const voucherOf = (userId: string, entries: number, origin: string, expiresOn: string | null = '2027-06-30') =>
    issueVoucher(t.database.db, {
      userId,
      name: { pl: 'Pakiet strzyżeń' },
      description: { pl: 'Strzyżenia' },
      source: 'ecommerce',
      purchasedAt: TEST_NOW.minus({ days: 10 }).toJSDate(),
      expiresOn,
      validityMonths: null,
      entries,
      services: [{ pl: 'Strzyżenie damskie' }],
      origin,
    });
  const paidWith = (me: { id: string }, voucherId: string, entries = 1) =>
    receipt(me, { items: [receipt(me).items[0]!], payments: [{ method: 'VOUCHER', amount: 12_000, voucherId, voucherEntries: entries }] });

  test('spends entries, earns no points for them, and refuses when none are left', async () => {
    const me = await customer();
    const voucherId = await voucherOf(me.id, 2, `test:${me.id}:a`);
    const first = await post('/api/pos/receipts', paidWith(me, voucherId));
    expect(first.statusCode).toBe(201);
    expect(first.json().receipt.points).toBe(0);
    expect((await post('/api/pos/receipts', paidWith(me, voucherId, 2))).json()).toEqual({ status: 400, code: 'VOUCHER_NOT_USABLE', field: 'payments[0].voucherId', reason: 'USED_UP', left: 1 });
    expect((await post('/api/pos/receipts', paidWith(me, voucherId))).statusCode).toBe(201);
    expect((await post('/api/pos/receipts', paidWith(me, voucherId))).json()).toMatchObject({ code: 'VOUCHER_NOT_USABLE', reason: 'USED_UP', left: 0 });
  });

  test("refuses an expired voucher and another customer's", async () => {
    const me = await customer();
    const other = await customer();
    const expired = await voucherOf(me.id, 1, `test:${me.id}:expired`, '2026-11-01');
    const theirs = await voucherOf(other.id, 1, `test:${other.id}:theirs`);
    expect((await post('/api/pos/receipts', paidWith(me, expired))).json()).toEqual({
      status: 400,
      code: 'VOUCHER_NOT_USABLE',
      field: 'payments[0].voucherId',
      reason: 'EXPIRED',
      expirationDate: '2026-11-01',
    });
    expect((await post('/api/pos/receipts', paidWith(me, theirs))).json()).toMatchObject({ code: 'VOUCHER_NOT_USABLE', reason: 'NOT_FOUND' });
    // The refused receipt left nothing behind.
    expect(await t.database.db.selectFrom('receipts').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
  });
});

describe('a return', () => {
  async function sold() {
    const me = await customer();
    const response = await post('/api/pos/receipts', receipt(me));
    return { me, receiptId: response.json().receipt.id as string };
  }
  let returns = 0;
  const returnOf = (receiptId: string, items: { line: number; quantity: number }[], overrides: object = {}) => {
    returns += 1;
    return { salonId: 'M101', documentNumber: `ZW/2026/11/T${returns}`, issuedAt: '2026-11-23T07:45:00', receiptId, employeeName: 'Iza W.', items, ...overrides };
  };

  test('takes back the points of what came back, and never more than was sold', async () => {
    const { me, receiptId } = await sold();
    const first = await post('/api/pos/returns', returnOf(receiptId, [{ line: 2, quantity: 1 }]));
    expect(first.statusCode).toBe(201);
    // One shampoo of 219.98: 219 × 49.99 / 219.98 = 49.76 → 49 points.
    expect(first.json().return).toMatchObject({
      points: 49,
      total: { grossPrice: { value: 49.99 } },
      receipt: { id: receiptId, barcode: expect.stringMatching(/^R101/) },
      barcode: expect.stringMatching(/^Z101/),
      items: [expect.objectContaining({ line: 1, name: 'Szampon 250 ml', quantity: 1 })],
    });
    expect(await points(me.headers)).toBe(219 - 49);
    expect((await post('/api/pos/returns', returnOf(receiptId, [{ line: 2, quantity: 2 }]))).json()).toEqual({
      status: 400,
      code: 'RETURN_QUANTITY_EXCEEDED',
      field: 'items[0].quantity',
      returnable: 1,
    });
    // Everything else back: exactly the rest of the points.
    const rest = await post('/api/pos/returns', returnOf(receiptId, [{ line: 1, quantity: 1 }, { line: 2, quantity: 1 }]));
    expect(rest.json().return.points).toBe(219 - 49);
    expect(await points(me.headers)).toBe(0);
  });

  test('is idempotent on its number, and refuses unknown receipts and lines', async () => {
    const { receiptId } = await sold();
    const body = returnOf(receiptId, [{ line: 1, quantity: 1 }]);
    const first = await post('/api/pos/returns', body);
    expect((await post('/api/pos/returns', body)).json()).toEqual(first.json());
    expect((await post('/api/pos/returns', returnOf('00000000-0000-4000-8000-00000000abcd', [{ line: 1, quantity: 1 }]))).json()).toEqual({
      status: 400,
      code: 'INVALID_VALUE',
      field: 'receiptId',
    });
    expect((await post('/api/pos/returns', returnOf(receiptId, [{ line: 7, quantity: 1 }]))).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'items[0].line' });
    // Another salon's till cannot return this salon's sale.
    expect((await post('/api/pos/returns', returnOf(receiptId, [{ line: 2, quantity: 1 }], { salonId: 'M102' }), otherTill)).json()).toEqual({
      status: 400,
      code: 'INVALID_VALUE',
      field: 'receiptId',
    });
  });
});
