import type { UserProfile } from '@salon/contracts/identity-api';

/*
 * For this folder's tests: the API answered per "METHOD /path" at the base query (each
 * test file mocks createBaseQuery with a jest.fn and hands it here).
 */

export interface ApiCall {
  url: string;
  method?: string;
  body?: Record<string, unknown>;
}

type Answer = { data: unknown } | { error: { status: number; code: string; field?: string } };
export type Routes = Record<string, (body: Record<string, unknown>) => Answer>;

export const ok = (data: unknown = null): Answer => ({ data });
export const fail = (status: number, code: string, field?: string): Answer => ({ error: { status, code, ...(field ? { field } : {}) } });

/** The profile GET /api/users/me answers after a sign-in (finish loads it). */
export const profile: UserProfile = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  phone: '+48600100200',
  unconfirmedPhone: null,
  email: 'anna@example.com',
  emailConfirmed: true,
  unconfirmedEmail: null,
  sex: 'F',
  birthday: { day: 3, month: 5 },
  language: 'pl',
  marketingConsents: [
    { channel: 'Email', granted: false },
    { channel: 'Telemarketing', granted: false },
  ],
  preferredSalon: null,
  points: 0,
  accountTypes: [],
  hasPassword: true,
  hasLoyaltyAccount: true,
  socialLogins: [],
  identifiers: { marketingAutomation: 'ma-u1' },
};

/** What every sign-in loads after the tokens. */
export const SIGNED_IN_ROUTES: Routes = {
  'GET /api/users/me': () => ok(profile),
  'GET /api/users/me/suggested-salons': () => ok([]),
};

/** Makes `mock` answer `routes`; a call nobody expected fails the way an API bug would. */
export function answer(mock: jest.Mock, routes: Routes) {
  mock.mockImplementation(async ({ url, method = 'GET', body }: ApiCall) => {
    const route = routes[`${method} ${url}`];
    if (!route) return fail(500, 'UNEXPECTED_CALL');
    return route(body ?? {});
  });
}

/** The calls made to `url`, in order. */
export function callsTo(mock: jest.Mock, url: string, method = 'POST'): ApiCall[] {
  return mock.mock.calls.map(([args]) => args as ApiCall).filter((args) => args.url === url && (args.method ?? 'GET') === method);
}
