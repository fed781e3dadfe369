import type { ApiError } from '@salon/contracts/api';
import type { UserProfile } from '@salon/contracts/identity-api';

/*
 * Shared by the registration stages' tests: the API mocked at the base query answers
 * by path, and records what was sent.
 */

export interface ApiCall {
  url: string;
  method?: string;
  body?: unknown;
  captcha?: unknown;
}

type Answer = { data: unknown } | { error: ApiError };
export type Routes = Record<string, Answer | ((call: ApiCall) => Answer)>;

/** Makes `mock` answer each `METHOD url` of `routes` (POST when no method is written); anything else is 404. */
export function answerWith(mock: jest.Mock, routes: Routes): void {
  mock.mockReset().mockImplementation(async (call: ApiCall) => {
    const route = routes[`${call.method ?? 'GET'} ${call.url}`];
    if (!route) return { error: { status: 404, code: 'NOT_FOUND' } };
    return typeof route === 'function' ? route(call) : route;
  });
}

/** The calls made to `url` (any method), in order. */
export function callsTo(mock: jest.Mock, url: string): ApiCall[] {
  return mock.mock.calls.map(([call]) => call as ApiCall).filter((call) => call.url === url);
}

export const failure = (status: number, code: string, field?: string): Answer => ({ error: { status, code, ...(field ? { field } : {}) } });

/** What the previous stages collected by REGISTER. */
export const VERIFIED = { email: 'ala@example.com', emailToken: '1111', phone: '+48 600 100 200', phoneToken: '2222' } as const;

export const NEW_PROFILE: UserProfile = {
  id: 'u1',
  firstName: 'Ala',
  lastName: 'Nowak',
  phone: '+48600100200',
  unconfirmedPhone: null,
  email: 'ala@example.com',
  emailConfirmed: true,
  unconfirmedEmail: null,
  sex: 'F',
  birthday: { day: 14, month: 5 },
  language: 'pl',
  marketingConsents: [
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: false },
  ],
  preferredSalon: null,
  points: 0,
  accountTypes: [],
  hasPassword: true,
  hasLoyaltyAccount: true,
  socialLogins: [],
  identifiers: { marketingAutomation: 'ma-1' },
};
