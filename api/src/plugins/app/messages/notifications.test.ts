import type { NotificationKind } from '@salon/contracts/messages-api';
import { frenchSpacingFaults } from '@salon/contracts/french-typography';
import { notificationText } from './notifications.ts';

/*
 * French typography of every profile notification (@salon/contracts/french-typography):
 * a no-break space before : ; ! ? and inside « », in the title and the body.
 */

const visit = { service_pl: 'Strzyżenie damskie', service_en: 'Women’s haircut', service_fr: 'Coupe femme', salon: 'Warszawa Puławska', dateTime: '2026-11-24T10:00:00' };

/** Each kind with the params its writer stores, checked complete by the compiler. */
const PARAMS = {
  POINTS_AWARDED: { points: 25, salon: 'Warszawa Puławska' },
  VOUCHER_EXPIRING: { voucher_pl: 'Karnet', voucher_en: 'Pass', voucher_fr: 'Carnet', expirationDate: '2026-12-31' },
  MESSAGE_RECEIVED: {},
  VISIT_BOOKED: visit,
  VISIT_CHANGED: { ...visit, previousDateTime: '2026-11-23T16:30:00' },
  VISIT_CANCELLED: visit,
  VISIT_REMINDER: visit,
} satisfies Record<NotificationKind, Record<string, string | number>>;

describe('French notifications', () => {
  it.each(Object.entries(PARAMS) as [NotificationKind, Record<string, string | number>][])('%s', (kind, params) => {
    const { title, body } = notificationText(kind, params, 'fr');
    expect([...frenchSpacingFaults(title), ...frenchSpacingFaults(body)]).toEqual([]);
  });

  it('a visit the salon cancelled', () => {
    const { title, body } = notificationText('VISIT_CANCELLED', { ...visit, cancelledBy: 'SALON' }, 'fr');
    expect(body).toMatch(/^Toutes nos excuses\u00a0: /);
    expect([...frenchSpacingFaults(title), ...frenchSpacingFaults(body)]).toEqual([]);
  });
});
