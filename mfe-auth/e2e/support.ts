import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signAccessToken } from 'api/lib/access-token';
import { E2E_JWT_SECRET } from '../../playwright.config.ts';
import { readCode } from '@salon/build/e2e';

/*
 * What the sign-in journeys share: the codes the API "sent" (read from its development
 * outbox, GET /api/dev/outbox), fresh identities, seeded accounts and minted tokens.
 */

// Codes from the development outbox: one helper for every team's journeys.
export { readCode };

export const PASSWORD = 'Salon!2026';

/** Seeded customers (api/src/db/seed/customers.ts; README of api/ lists them). */
export const SEEDED = {
  /** Customer 3: an inactive loyalty account. */
  inactiveId: '00000000-0000-4000-8000-0000000c0003',
};

const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');

/** An e-mail no account has. */
export const freshEmail = (who = 'klient') => `${who}.${Date.now()}.${random(4)}@example.com`;

/** A Polish mobile number no account has (the 69x range is not seeded). */
export const freshPhone = () => `69${random(1)} ${random(3)} ${random(3)}`;

/** Types a code into the dialog's four cells (the first cell takes the whole code as a paste would not). */
export async function typeCode(page: Page, code: string, group: RegExp | string = /kod/i): Promise<void> {
  const cells = page.getByRole('dialog').getByRole('group', { name: group }).getByRole('textbox');
  await cells.first().click();
  await page.keyboard.type(code);
}

/** An access token for a seeded account, signed as the e2e API signs them. */
export function mintAccessToken(userId: string, lifetimeSeconds?: number): Promise<string> {
  return signAccessToken(E2E_JWT_SECRET, { sub: userId }, { lifetimeSeconds });
}

/** Opens the sign-in dialog from "Moje konto": in the header, or in the menu on a phone. */
export async function openSignIn(page: Page, path = '/home') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inHeader = page.getByRole('banner').getByRole('button', { name: 'Moje konto' });
  if (await inHeader.isVisible()) {
    await inHeader.click();
  } else {
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Moje konto' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface Account {
  email: string;
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A new web account made through the API the way the dialog makes one (e-mail code,
 * SMS code, register), so journeys that change an account never touch a seeded one.
 */
export async function registerThroughApi(request: APIRequestContext, overrides: Partial<Account> = {}): Promise<Account> {
  const account: Account = { email: freshEmail(), phone: freshPhone(), password: PASSWORD, firstName: 'Iga', lastName: 'Testowa', ...overrides };
  // A client address of its own (TEST-NET-2; the e2e API trusts the gateway's
  // X-Forwarded-For): the code routes allow 10 sends a minute per address, which the
  // whole suite's registrations from 127.0.0.1 would share.
  const headers = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
  expect((await request.post('/api/auth/email/send-token', { data: { email: account.email }, headers })).ok()).toBe(true);
  const emailToken = await readCode(request, account.email);
  expect((await request.post('/api/auth/phone/send-token', { data: { phone: account.phone, email: account.email }, headers })).ok()).toBe(true);
  const phoneToken = await readCode(request, account.phone);
  const registered = await request.post('/api/auth/register', {
    data: {
      credentials: { email: account.email, password: account.password },
      firstName: account.firstName,
      lastName: account.lastName,
      sex: 'F',
      phone: account.phone,
      phoneToken,
      emailToken,
    },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return account;
}

/** The profile of an account, read with a fresh sign-in. */
export async function profileOf(request: APIRequestContext, login: { email?: string; phone?: string; password: string }) {
  const signedIn = await request.post('/api/auth/login', { data: login });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const profile = await request.get('/api/users/me', { headers: { authorization: `Bearer ${accessToken}`, 'X-Api-Version': '3' } });
  return (await profile.json()) as { email: string | null; phone: string | null; firstName: string | null };
}
