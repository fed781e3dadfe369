import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { createAccount, nextIp, testAppForFile } from '../../../test/identity-helpers.ts';
import { signAccessToken } from '../../../lib/access-token.ts';
import { customerId } from '../../../db/seed/customers.ts';

/*
 * The customer's loyalty account on the seeded history (written through the tills'
 * intake): the ledger page by page to its end, documents for their owner only,
 * vouchers in every state, campaigns with progress, and the refusals.
 */

const t = testAppForFile();
const ANNA = customerId(1);
const HANNA = customerId(10);
const CELINA = customerId(3);

const tokenOf = async (id: string) => ({ authorization: `Bearer ${await signAccessToken(TEST_JWT_SECRET, { sub: id }, { now: TEST_NOW.toJSDate() })}` });
const get = async (url: string, userId: string | null, language = 'pl') =>
  t.app.inject({ method: 'GET', url, headers: { ...(userId ? await tokenOf(userId) : {}), 'accept-language': language, 'x-api-version': '3' }, remoteAddress: nextIp() });

describe('GET /api/loyalty-points/transactions', () => {
  test('pages through the whole ledger by links.next; the entries add up to the profile’s points', async () => {
    const entries: { id: string; points: { in: number; out: number }; date: string }[] = [];
    let url: string | undefined = '/api/loyalty-points/transactions';
    let pages = 0;
    while (url) {
      const response = await get(url, HANNA);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.data.length).toBeLessThanOrEqual(15);
      entries.push(...page.data);
      url = page.links.next;
      pages += 1;
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const dates = entries.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ledger = await t.database.db.selectFrom('loyalty_transactions').select('id').where('user_id', '=', HANNA).execute();
    expect(entries).toHaveLength(ledger.length);
    const profile = (await get('/api/users/me', HANNA)).json();
    expect(entries.reduce((sum, entry) => sum + entry.points.in - entry.points.out, 0)).toBe(profile.points);
    expect(profile.points).toBeGreaterThan(1000);
  });

  test('an entry names the place, the employee and its document; skip and limit are honoured', async () => {
    const page = (await get('/api/loyalty-points/transactions?skip=0&limit=3', ANNA)).json();
    expect(page.data).toHaveLength(3);
    expect(page.links.next).toBe('/api/loyalty-points/transactions?skip=3&limit=3');
    const receipt = page.data.find((entry: { receiptId: string | null }) => entry.receiptId !== null);
    expect(receipt).toMatchObject({ title: expect.stringMatching(/^Warszawa /), employeeName: expect.any(String), returnId: null, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/) });
    const last = (await get('/api/loyalty-points/transactions?skip=999', ANNA)).json();
    expect(last).toEqual({ data: [], links: {} });
  });

  test('bad paging is 400 with the field; a guest 401; an inactive account 403 USER_INACTIVE', async () => {
    expect((await get('/api/loyalty-points/transactions?limit=0', ANNA)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'limit' });
    expect((await get('/api/loyalty-points/transactions?skip=-1', ANNA)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'skip' });
    expect((await get('/api/loyalty-points/transactions?limit=abc', ANNA)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'limit' });
    expect((await get('/api/loyalty-points/transactions', null)).statusCode).toBe(401);
    for (const url of ['/api/loyalty-points/transactions', '/api/vouchers', '/api/campaigns', '/api/messages', `/api/receipts/${ANNA}`]) {
      expect((await get(url, CELINA)).json()).toEqual({ status: 403, code: 'USER_INACTIVE' });
    }
  });
});

describe('documents', () => {
  test('a receipt and a return open for their owner with VAT lines, and for nobody else', async () => {
    const ledger = await t.database.db
      .selectFrom('loyalty_transactions')
      .select(['receipt_id', 'return_id'])
      .where('user_id', '=', ANNA)
      .where('return_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const returned = (await get(`/api/returns/${ledger.return_id}`, ANNA)).json();
    expect(returned).toMatchObject({ id: ledger.return_id, barcode: expect.stringMatching(/^Z\d+/), receipt: { id: expect.any(String) } });
    const receipt = await get(`/api/receipts/${returned.receipt.id}`, ANNA);
    expect(receipt.statusCode).toBe(200);
    const body = receipt.json();
    expect(body.taxes.reduce((sum: number, line: { grossPrice: { value: number } }) => sum + Math.round(line.grossPrice.value * 100), 0)).toBe(Math.round(body.total.grossPrice.value * 100));
    expect(body.company).toMatchObject({ name: expect.any(String), nip: expect.stringMatching(/^\d{10}$/) });

    const notFound = { status: 404, code: 'NOT_FOUND', field: 'id' };
    expect((await get(`/api/receipts/${returned.receipt.id}`, HANNA)).json()).toEqual(notFound);
    expect((await get(`/api/returns/${ledger.return_id}`, HANNA)).json()).toEqual(notFound);
    expect((await get('/api/receipts/00000000-0000-4000-8000-000000000000', ANNA)).json()).toEqual(notFound);
    expect((await get('/api/receipts/not-an-id', ANNA)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
  });

  test('the birthday visit of the seeded history shows the discount the intake applied', async () => {
    const receipts = await t.database.db
      .selectFrom('receipt_items as i')
      .innerJoin('receipts as r', 'r.id', 'i.receipt_id')
      .select(['r.id'])
      .where('r.user_id', '=', ANNA)
      .where('i.campaign_name', '=', 'Rabat urodzinowy -20%')
      .execute();
    expect(receipts.length).toBeGreaterThan(0);
    const body = (await get(`/api/receipts/${receipts[0]!.id}`, ANNA)).json();
    expect(body.date).toMatch(/^\d{4}-03-/);
    expect(body.items[0]).toMatchObject({ campaignName: 'Rabat urodzinowy -20%', discountAmount: { currency: 'PLN' } });
  });
});

describe('GET /api/vouchers', () => {
  test('active ones by default, the used up and expired with active=false, paper ones never', async () => {
    const active = (await get('/api/vouchers', ANNA)).json();
    expect(active.map((voucher: { name: string }) => voucher.name).sort()).toEqual(['Manicure hybrydowy', 'Pakiet 3 strzyżeń']);
    const three = active.find((voucher: { name: string }) => voucher.name === 'Pakiet 3 strzyżeń');
    expect(three).toMatchObject({
      active: true,
      entries: { total: 3, left: 2 },
      usedQuantity: 1,
      validityMonths: 6,
      source: 'ecommerce',
      services: [{ name: 'Strzyżenie damskie' }],
      transactions: [{ quantity: 1, salon: { id: 'M101', name: 'Warszawa Puławska' } }],
    });
    // Six months from its first visit, sooner than the printed expiry.
    expect(three.expirationDate).toBe(TEST_NOW.minus({ days: 30 }).plus({ months: 6 }).toISODate());

    const inactive = (await get('/api/vouchers?active=false', ANNA, 'en')).json();
    expect(inactive.map((voucher: { name: string }) => voucher.name).sort()).toEqual(['Care ritual', 'Hair colouring']);
    expect(inactive.find((voucher: { name: string }) => voucher.name === 'Hair colouring')).toMatchObject({ active: false, entries: { total: 1, left: 0 } });
    expect(inactive.find((voucher: { name: string }) => voucher.name === 'Care ritual')).toMatchObject({ active: false, entries: { left: 1 }, expirationDate: TEST_NOW.minus({ days: 20 }).toISODate() });
    expect((await get('/api/vouchers?active=maybe', ANNA)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'active' });
  });

  test('a customer without vouchers gets an empty list', async () => {
    const account = await createAccount(t);
    expect((await get('/api/vouchers', account.id)).json()).toEqual([]);
  });
});

describe('GET /api/campaigns', () => {
  test('running, upcoming and finished campaigns with the customer’s progress from their ledger', async () => {
    const campaigns = (await get('/api/campaigns', ANNA)).json();
    expect(campaigns.map((campaign: { code: string; active: boolean }) => [campaign.code, campaign.active])).toEqual([
      ['POINTS_COLLECTION', true],
      ['MARKETING_CONSENT', true],
      ['VOUCHER_BUY', false],
      ['POINTS_COLLECTION', false],
    ]);
    const consents = campaigns[1];
    const bonus = await t.database.db
      .selectFrom('loyalty_transactions')
      .select(({ fn }) => fn.sum<number>('bonus_points').as('bonus'))
      .where('user_id', '=', ANNA)
      .where('occurred_at', '>=', TEST_NOW.startOf('day').minus({ days: 90 }).toJSDate())
      .executeTakeFirstOrThrow();
    expect(consents.pointsAcquired).toBe(Number(bonus.bonus));
    expect(consents.pointsAcquired).toBeGreaterThan(0);
    expect(campaigns[2]).toMatchObject({ pointsAcquired: 0, pointsRequired: 100, startDate: TEST_NOW.plus({ days: 10 }).toISODate() });
    expect(campaigns[3]).toMatchObject({ pointsRequired: null });
    // A customer with no history has no progress.
    const account = await createAccount(t);
    expect((await get('/api/campaigns', account.id)).json().every((campaign: { pointsAcquired: number }) => campaign.pointsAcquired === 0)).toBe(true);
  });
});
