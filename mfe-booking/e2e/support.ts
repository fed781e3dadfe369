import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Service } from '@salon/contracts/catalog-api';
import { VISIT_TOKEN_HEADER, VISIT_TOKEN_QUERY, type BookedVisit, type SalonSlots } from '@salon/contracts/reservations-api';
import { signIn as signInAt, uniquePhone } from '@salon/build/e2e';

/*
 * What the booking journeys share: fresh phone numbers, a visit booked through the API,
 * its manage token (the API shows a visit only with it or to its signed-in owner),
 * the messages sent about it, and signing a seeded customer in the way the site keeps
 * a session.
 */

export { uniquePhone };

/** Signs a seeded customer in and opens `path` (the area step unless told). */
export const signIn = (page: Page, email: string, path = '/rezerwacja/miasto'): Promise<string> => signInAt(page, email, path);

/** The day `daysAhead` days from today in Warsaw, as the date strip names it (`data-day`, YYYY-MM-DD). */
export function warsawDay(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
}

/**
 * The first day at least `minDaysAhead` ahead that is not a Sunday (most seeded salons
 * are closed on Sundays), as the date strip names it. A journey that wants a full day of
 * times picks it instead of today, whose times run out as the day goes by.
 */
export function workingDayAhead(minDaysAhead: number): string {
  for (let days = minDaysAhead; ; days += 1) {
    const day = warsawDay(days);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) return day;
  }
}

/** The first day from tomorrow on which `hairdresser` has a free time for `serviceId` in `salonId`. */
export async function dayWithHairdresser(request: APIRequestContext, salonId: string, serviceId: string, hairdresser: string): Promise<string> {
  for (let days = 1; days < 21; days += 1) {
    const date = warsawDay(days);
    const answer = await request.get(`/api/reservation-slots?salonId=${salonId}&date=${date}&services=${serviceId}`, { headers: { 'X-Api-Version': '3' } });
    const salons = (await answer.json()) as SalonSlots[];
    if (salons.some((salon) => salon.hairdressers.some((h) => h.name === hairdresser && h.slots.length > 0))) return date;
  }
  throw new Error(`${hairdresser} has no free time in ${salonId} in the next three weeks`);
}

/**
 * Presses `day` (YYYY-MM-DD) in the date step's strip and waits until it is the chosen
 * one. `scope` is the page or the embed's element; `group` the strip's name in the
 * page's language. Pressed again if it did not take: when the step's first day has no
 * free time, the strip scrolls to the next one (500 ms), and a click that starts just
 * then lands on the cell that has moved under the pointer, as a finger's would.
 */
export async function chooseDay(scope: Page | Locator, day: string, group = 'Wybierz dzień'): Promise<void> {
  const button = scope.getByRole('group', { name: group }).locator(`button[data-day="${day}"]`);
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/** `items` in a random order. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Books a Kraków women's cut for any hairdresser at a random free time of a random salon
 * and day from 3 to 15 days ahead (random, so that journeys side by side do not race for
 * one; the UI journeys in Kraków book two days ahead), in a salon with more than
 * `minSlots` free times that day.
 */
export async function bookThroughApi(request: APIRequestContext, { minSlots = 0, phonePrefix = '601' } = {}): Promise<BookedVisit> {
  const headers = { 'X-Api-Version': '3' };
  const services = (await (await request.get('/api/services?city=krakow', { headers })).json()) as Service[];
  const cut = services.find((service) => service.name === 'Strzyżenie damskie');
  expect(cut).toBeTruthy();
  for (const day of shuffled(Array.from({ length: 13 }, (_, i) => i + 3))) {
    const date = warsawDay(day);
    const salons = (await (await request.get(`/api/reservation-slots?city=krakow&date=${date}&services=${cut!.id}`, { headers })).json()) as SalonSlots[];
    const salon = shuffled(salons).find((entry) => entry.slots.length > minSlots);
    if (!salon) continue;
    const created = await request.post('/api/visits', {
      data: {
        salonId: salon.salon.id,
        hairdresserId: null,
        serviceId: cut!.id,
        contact: { firstName: 'Ewa', lastName: 'Testowa', phone: uniquePhone(phonePrefix) },
        dateTime: salon.slots[Math.floor(Math.random() * salon.slots.length)]!,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as BookedVisit;
  }
  throw new Error('no free time for a women’s cut in Kraków 3 to 15 days ahead');
}

/** The headers of an API call on a booked visit: its manage token (decision 0024). */
export function visitHeaders(visit: Pick<BookedVisit, 'accessToken'>): Record<string, string> {
  return { [VISIT_TOKEN_HEADER]: visit.accessToken };
}

/** The visit's manage link on this site, as the messages carry it: `/wizyty/{id}?t={token}`. */
export function manageLink(visit: Pick<BookedVisit, 'id' | 'accessToken'>): string {
  return `/wizyty/${visit.id}?${VISIT_TOKEN_QUERY}=${encodeURIComponent(visit.accessToken)}`;
}

/**
 * The visit the page books next, as POST /api/visits answers it (with its token): call
 * before pressing the confirm button, await after.
 */
export function nextBookedVisit(page: Page): Promise<BookedVisit> {
  return page
    .waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/visits' && response.status() === 201)
    .then(async (response) => (await response.json()) as BookedVisit);
}

export interface OutboxMessage {
  channel: string;
  recipient: string;
  template: string;
  subject: string | null;
  body: string | null;
  createdAt: string;
}

/**
 * The newest message of `template` (`visit.booked`, `visit.changed`, `visit.cancelled`…)
 * sent to `recipient` (a phone in any format) on `channel`, from the development outbox.
 * Polls briefly: the message is written with the change, but the page's call may still
 * be on its way when the journey asks.
 */
export async function readVisitMessage(request: APIRequestContext, recipient: string, template: string, channel = 'SMS'): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=20`);
        const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
        found = messages.find((message) => message.template === template && message.channel === channel);
        return found !== undefined;
      },
      { message: `a ${template} ${channel} to ${recipient}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The manage link in a message's text, as a path on this site (`/wizyty/{id}?t={token}`); null when there is none. */
export function manageLinkIn(text: string | null): string | null {
  const match = /https?:\/\/[^/\s]+(\/wizyty\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]+)/.exec(text ?? '');
  return match?.[1] ?? null;
}
