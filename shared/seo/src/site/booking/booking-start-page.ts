import { BOOKING_START_PATH, SALON_LIST_PATH } from '@salon/contracts/site-paths';
import { pageBreadcrumbs } from '../../breadcrumbs.ts';
import { html, type SafeHtml } from '../../html.ts';
import type { SeoPageContext } from '../../page-context.ts';
import type { PageHead } from '../../page-head.ts';

/**
 * The booking's first step (`/rezerwacja/miasto`), the one step search engines index:
 * its title and description, and Home › Booking.
 */
export function bookingStartPageHead(input: SeoPageContext): PageHead {
  const { t } = input;
  return {
    title: t('bookingStart.title'),
    description: t('bookingStart.description'),
    structuredData: [pageBreadcrumbs(input, BOOKING_START_PATH, [{ name: t('bookingStart.crumb') }])],
  };
}

/**
 * Its facts for crawlers and browsers without JavaScript: what the page is for, and the
 * salon list, where every salon's address, hours and prices can be read without it (the
 * booking itself is the app: its cities, times and form come from the API as the
 * customer goes).
 */
export function bookingStartFacts({ t }: SeoPageContext): SafeHtml {
  return html`<h1>${t('bookingStart.crumb')}</h1><p>${t('bookingStart.description')}</p><p><a href="${SALON_LIST_PATH}">${t('bookingStart.salons')}</a></p>`;
}
