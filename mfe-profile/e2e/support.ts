import type { Page } from '@playwright/test';
import { openWithTokens } from '@salon/build/e2e';
import { signAccessToken } from 'api/lib/access-token';
import { E2E_JWT_SECRET } from '../../playwright.config.ts';

/*
 * The profile's journeys sign in with a token minted for a seeded customer, as the site
 * would hold it after a sign-in, instead of calling the login route: the journeys are
 * about the profile, and a suite's worth of logins from one address would meet the
 * API's per-IP login limit. Signing in itself is journeyed by mfe-auth (and here once,
 * from the messages tab).
 */

/** Seeded customers the profile's journeys use (api/src/db/seed/customers.ts). */
export const CUSTOMERS = {
  anna: '00000000-0000-4000-8000-0000000c0001',
  jan: '00000000-0000-4000-8000-0000000c0005',
  gosia: '00000000-0000-4000-8000-0000000c0009',
  hanna: '00000000-0000-4000-8000-0000000c0010',
  zofia: '00000000-0000-4000-8000-0000000c0011',
} as const;

/** Opens `path` signed in as a seeded customer: the token goes in on a page that runs no app code. */
export async function signInAs(page: Page, customer: keyof typeof CUSTOMERS, path: string): Promise<string> {
  const token = await signAccessToken(E2E_JWT_SECRET, { sub: CUSTOMERS[customer] });
  await openWithTokens(page, { accessToken: token }, path);
  return token;
}
