import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Service } from '@salon/contracts/catalog-api';
import type { SalonSlots, Visit } from '@salon/contracts/reservations-api';
import { signIn as signInAt, uniquePhone } from '@salon/build/e2e';

/*
 * What the booking journeys share: fresh phone numbers, a visit booked through the API,
 * and signing a seeded customer in the way the site keeps a session.
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
 * page's language.
 */
export async function chooseDay(scope: Page | Locator, day: string, group = 'Wybierz dzień'): Promise<void> {
  const button = scope.getByRole('group', { name: group }).locator(`button[data-day="${day}"]`);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
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
export async function bookThroughApi(request: APIRequestContext, { minSlots = 0, phonePrefix = '601' } = {}): Promise<Visit> {
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
    return (await created.json()) as Visit;
  }
  throw new Error('no free time for a women’s cut in Kraków 3 to 15 days ahead');
}
