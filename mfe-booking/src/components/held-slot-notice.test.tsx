import { act, screen } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { renderWithUi } from '@salon/ui/testing';
import '../i18n.ts';
import { HeldSlotNotice } from './held-slot-notice.tsx';

/** 1 December 2026, 10:00 in Warsaw. */
const NOW = new Date('2026-12-01T09:00:00Z');

beforeAll(() => initI18n());
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('the held-slot notice', () => {
  it('says until when the time is held, then, at that moment, that it no longer is, with the way to another time', () => {
    renderWithUi(<HeldSlotNotice expiresAt="2026-12-01T10:10:00.000+01:00" changeTimeTo="/rezerwacja/termin?utm_source=sms" />);
    expect(screen.getByRole('status')).toHaveTextContent('Trzymamy dla Ciebie ten termin do 10:10.');
    expect(screen.queryByRole('link')).toBeNull();

    act(() => jest.advanceTimersByTime(10 * 60_000 - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Trzymamy dla Ciebie ten termin do 10:10.');
    act(() => jest.advanceTimersByTime(1));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Ten termin nie jest już dla Ciebie zatrzymany');
    expect(status).toHaveTextContent('Trzymaliśmy go do 10:10. Jeśli nikt go w tym czasie nie zajął, nadal możesz go potwierdzić.');
    expect(screen.getByRole('link', { name: 'Wybierz inny termin' })).toHaveAttribute('href', '/rezerwacja/termin?utm_source=sms');
  });

  it('a hold that lapsed before the page opened (a reload) says so at once', () => {
    renderWithUi(<HeldSlotNotice expiresAt="2026-12-01T09:55:00.000+01:00" changeTimeTo="/rezerwacja/termin" />);
    expect(screen.getByRole('status')).toHaveTextContent('Trzymaliśmy go do 09:55.');
  });

  it('shows the salon’s time whatever the offset of the instant', () => {
    renderWithUi(<HeldSlotNotice expiresAt="2026-12-01T09:10:00Z" changeTimeTo="/rezerwacja/termin" />);
    expect(screen.getByRole('status')).toHaveTextContent('do 10:10.');
  });

  it.each([null, 'not a time'])('shows nothing without a known expiry (%s)', (expiresAt) => {
    const { container } = renderWithUi(<HeldSlotNotice expiresAt={expiresAt} changeTimeTo="/rezerwacja/termin" />);
    expect(container).toBeEmptyDOMElement();
  });
});
