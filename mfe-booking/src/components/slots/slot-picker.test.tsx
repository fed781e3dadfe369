import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { UiRoot } from '@salon/ui';
import { mockViewport } from '@salon/ui/testing';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import '../../i18n.ts';
import { testHairdresser, testSalonSlots } from '@salon/contracts/testing';
import { SlotPicker, type SlotPickerProps } from './slot-picker.tsx';

const day = '2026-11-23';
const at = (time: string) => `${day}T${time}:00`;

const zofia = testHairdresser('H1', 'Zofia Kowalska', [at('09:00'), at('13:00')]);
const marek = testHairdresser('H2', 'Marek Nowak', [at('10:00'), at('18:30')]);
const beata = testHairdresser('H3', 'Beata Wiśniewska', []);
const pulawska = testSalonSlots({ id: 'M101', name: 'Warszawa Puławska' }, [zofia, marek, beata]);
const wola = testSalonSlots(
  { id: 'M103', name: 'Warszawa Wola', location: null },
  [testHairdresser('H9', 'Ola Lis', [at('11:15')])],
);
const full = testSalonSlots({ id: 'M102', name: 'Warszawa Marszałkowska' }, [testHairdresser('H5', 'Jan Zięba', [])]);

function renderPicker(props: Partial<SlotPickerProps> = {}) {
  const onPick = jest.fn();
  const all: SlotPickerProps = {
    day,
    results: [pulawska, full, wola],
    loading: false,
    failed: false,
    onRetry: jest.fn(),
    onPick,
    pending: null,
    selected: null,
    pickError: null,
    lastVisitHairdresser: null,
    initialHairdresser: null,
    encourageOtherSalons: true,
    salonChosen: false,
    ...props,
  };
  const view = render(<SlotPicker {...all} />, { wrapper: ({ children }: { children: ReactNode }) => <UiRoot>{children}</UiRoot> });
  return { ...view, onPick, props: all, rerender: (next: Partial<SlotPickerProps>) => view.rerender(<SlotPicker {...all} {...next} />) };
}

const salonCard = (name: string) => screen.getByRole('article', { name });
const timesIn = (name: string) =>
  within(salonCard(name))
    .queryAllByRole('button', { name: new RegExp(`^\\d\\d:\\d\\d, ${name}`) })
    .map((button) => button.textContent);

beforeAll(() => initI18n());

describe('the salon list', () => {
  it('shows each salon with its address, the service price and its times', () => {
    renderPicker();
    const card = salonCard('Warszawa Puławska');
    expect(card).toHaveTextContent('ul. Puławska 12, 02-566 Warszawa');
    expect(card).toHaveTextContent(/120,00\s?zł/);
    expect(timesIn('Warszawa Puławska')).toEqual(['09:00', '10:00', '13:00', '18:30']);
    expect(timesIn('Warszawa Wola')).toEqual(['11:15']);
  });

  it('says how far each salon is when the search had the customer\'s location, and nothing without it', () => {
    const near = testSalonSlots({ id: 'M101', name: 'Warszawa Puławska', distanceInKm: 1.2 }, [zofia]);
    renderPicker({ results: [near, wola] });
    expect(salonCard('Warszawa Puławska')).toHaveTextContent('1,2 km od Ciebie');
    expect(salonCard('Warszawa Wola')).not.toHaveTextContent('od Ciebie');
  });

  it('hides salons without times behind a button', async () => {
    renderPicker();
    expect(screen.queryByRole('article', { name: 'Warszawa Marszałkowska' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż salony bez wolnych terminów (1)' }));
    expect(salonCard('Warszawa Marszałkowska')).toHaveTextContent('Brak wolnych terminów tego dnia.');
    expect(screen.queryByRole('button', { name: /Pokaż salony bez/ })).toBeNull();
  });

  it('shows the only salon listed even without times, with its message', () => {
    renderPicker({ results: [full] });
    expect(salonCard('Warszawa Marszałkowska')).toHaveTextContent('Brak wolnych terminów tego dnia.');
    expect(screen.queryByRole('button', { name: /Pokaż salony bez/ })).toBeNull();
  });

  it('passes a picked time with its salon and any hairdresser', async () => {
    const { onPick } = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: '13:00, Warszawa Puławska' }));
    expect(onPick).toHaveBeenCalledWith({ salon: pulawska, dateTime: at('13:00'), hairdresser: null });
  });

  it('disables every time while a hold is in flight and shows progress on the picked one', () => {
    renderPicker({ pending: { salonId: 'M101', dateTime: at('13:00') } });
    const picked = screen.getByRole('button', { name: '13:00, Warszawa Puławska' });
    expect(picked).toHaveAttribute('aria-busy', 'true');
    expect(within(picked).getByRole('status')).toHaveTextContent('Rezerwujemy termin…');
    expect(screen.getByRole('button', { name: '11:15, Warszawa Wola' })).toBeDisabled();
  });

  it('marks the time already chosen', () => {
    renderPicker({ selected: { salonId: 'M101', dateTime: at('10:00') } });
    expect(screen.getByRole('button', { name: '10:00, Warszawa Puławska, wybrany termin' })).toBeEnabled();
  });

  it('says in the salon’s card when its time was taken meanwhile', () => {
    renderPicker({ pickError: { salonId: 'M101', kind: 'taken' } });
    expect(within(salonCard('Warszawa Puławska')).getByRole('alert')).toHaveTextContent(
      'Ten termin jest już niedostępny. Wybierz inną godzinę.',
    );
  });

  it('shows skeletons of the final size while loading, and a retry after a failure', async () => {
    const { rerender, props } = renderPicker({ results: undefined, loading: true });
    expect(screen.getByRole('status', { name: 'Wczytywanie wolnych terminów…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).toBeNull();

    rerender({ results: undefined, loading: false, failed: true });
    expect(screen.getByRole('heading', { name: 'Nie udało się wczytać wolnych terminów' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(props.onRetry).toHaveBeenCalled();
  });
});

describe('the list on a phone stays short', () => {
  const times = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => at(`${String(from + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`));
  const busy = testSalonSlots({ id: 'M101', name: 'Warszawa Puławska' }, [testHairdresser('H1', 'Zofia Kowalska', times(9, 20))]);
  const quiet = testSalonSlots({ id: 'M103', name: 'Warszawa Wola' }, [testHairdresser('H9', 'Ola Lis', times(9, 9))]);

  function onPhone<T>(run: () => Promise<T> | T) {
    const viewport = mockViewport(390);
    return Promise.resolve(run()).finally(() => viewport.restore());
  }

  it('shows the first eight times of a salon and the rest behind “more times”', () =>
    onPhone(async () => {
      renderPicker({ results: [busy, quiet] });
      expect(timesIn('Warszawa Puławska')).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45']);
      const more = within(salonCard('Warszawa Puławska')).getByRole('button', { name: 'Więcej godzin (12) w salonie Warszawa Puławska' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      // One time more than eight is shown rather than hidden behind a button.
      expect(timesIn('Warszawa Wola')).toHaveLength(9);
      expect(within(salonCard('Warszawa Wola')).queryByRole('button', { name: /Więcej godzin/ })).toBeNull();

      await userEvent.click(more);
      expect(timesIn('Warszawa Puławska')).toHaveLength(20);
      const less = within(salonCard('Warszawa Puławska')).getByRole('button', { name: 'Mniej godzin w salonie Warszawa Puławska' });
      expect(less).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(less);
      expect(timesIn('Warszawa Puławska')).toHaveLength(8);
    }));

  it('keeps the chosen time in view, and collapses again on another day', () =>
    onPhone(async () => {
      const { rerender } = renderPicker({ results: [busy], selected: { salonId: 'M101', dateTime: at('12:30') } });
      expect(screen.getByRole('button', { name: '12:30, Warszawa Puławska, wybrany termin' })).toBeVisible();

      rerender({ results: [busy], selected: null });
      await userEvent.click(screen.getByRole('button', { name: /^Więcej godzin/ }));
      expect(timesIn('Warszawa Puławska')).toHaveLength(20);
      rerender({ results: [busy], selected: null, day: '2026-11-24' });
      expect(timesIn('Warszawa Puławska')).toHaveLength(8);
    }));

  it('shows every time on desktop, in one scrolled row', () => {
    renderPicker({ results: [busy] });
    expect(timesIn('Warszawa Puławska')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: /Więcej godzin/ })).toBeNull();
  });
});

describe('the time-of-day filter', () => {
  it('narrows the times; pressing the active one clears it', async () => {
    renderPicker();
    const evening = screen.getByRole('button', { name: 'Wieczór od 18:00' });
    await userEvent.click(evening);
    expect(evening).toHaveAttribute('aria-pressed', 'true');
    expect(timesIn('Warszawa Puławska')).toEqual(['18:30']);
    // Wola has no evening time: it joins the salons behind the button.
    expect(screen.queryByRole('article', { name: 'Warszawa Wola' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Rano do 12:00' }));
    expect(timesIn('Warszawa Puławska')).toEqual(['09:00', '10:00']);
    await userEvent.click(screen.getByRole('button', { name: 'Rano do 12:00' }));
    expect(screen.getByRole('button', { name: 'Rano do 12:00' })).toHaveAttribute('aria-pressed', 'false');
    expect(timesIn('Warszawa Puławska')).toEqual(['09:00', '10:00', '13:00', '18:30']);
  });

  it('is cleared by a new day', async () => {
    const { rerender } = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Wieczór od 18:00' }));
    rerender({ day: '2026-11-24' });
    expect(screen.getByRole('button', { name: 'Wieczór od 18:00' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when the time of day hides every time, naming it and no other filter, and clears it on request', async () => {
    renderPicker({ results: [wola, full] });
    await userEvent.click(screen.getByRole('button', { name: 'Wieczór od 18:00' }));
    expect(screen.getByText('Brak terminów dla wybranych filtrów')).toBeVisible();
    expect(screen.getByText('Tego dnia są wolne terminy, ale żaden wieczorem (od 18:00).')).toBeVisible();
    expect(screen.queryByText(/fryzjer/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż wszystkie pory dnia' }));
    expect(timesIn('Warszawa Wola')).toEqual(['11:15']);
  });

  it('a salon with times outside the chosen time of day names that time of day', async () => {
    renderPicker({ results: [wola] });
    await userEvent.click(screen.getByRole('button', { name: 'Wieczór od 18:00' }));
    expect(salonCard('Warszawa Wola')).toHaveTextContent('Brak wolnych terminów wieczorem (od 18:00). Wybierz inną porę dnia.');
  });
});

describe('the salon filter dialog', () => {
  it('lists one salon; a clear button removes the filter', async () => {
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Wybierz salon' }));
    const dialog = screen.getByRole('dialog', { name: 'Wybierz salon' });
    expect(within(dialog).getAllByRole('button', { pressed: false }).map((b) => b.firstChild?.textContent)).toEqual([
      'Warszawa Puławska',
      'Warszawa Marszałkowska',
      'Warszawa Wola',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: /Warszawa Wola/ }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby') && card.querySelector('h2')?.textContent)).toEqual([
      'Warszawa Wola',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Salon: Warszawa Wola' }));
    const again = screen.getByRole('dialog', { name: 'Wybierz salon' });
    expect(within(again).getByRole('button', { name: /Warszawa Wola/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(again).getByRole('button', { name: 'Wyczyść filtr' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Wybierz salon' })).toBeVisible();
  });

  it('shows a filtered salon without times with a hint to try the others', async () => {
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Wybierz salon' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Marszałkowska/ }));
    expect(salonCard('Warszawa Marszałkowska')).toHaveTextContent('Brak wolnych terminów tego dnia.');
    expect(screen.getByText('Sprawdź wolne terminy w innych salonach.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż inne salony' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('gives no hint when the feature is off', async () => {
    renderPicker({ encourageOtherSalons: false });
    await userEvent.click(screen.getByRole('button', { name: 'Wybierz salon' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Marszałkowska/ }));
    expect(screen.queryByText('Sprawdź wolne terminy w innych salonach.')).toBeNull();
  });

  it('is not offered for a salon chosen on purpose, whose hint widens the search', async () => {
    const onShowOtherSalons = jest.fn();
    renderPicker({ results: [full], salonChosen: true, onShowOtherSalons });
    expect(screen.queryByRole('button', { name: 'Wybierz salon' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż inne salony' }));
    expect(onShowOtherSalons).toHaveBeenCalled();
  });
});

describe('the hairdresser filter', () => {
  const group = () => screen.getByRole('group', { name: 'Fryzjer' });
  const names = () => within(group()).getAllByRole('button').map((button) => button.textContent);

  it('is offered for one salon in view, with only the available hairdressers, any first', () => {
    renderPicker({ results: [pulawska] });
    expect(names()).toEqual(['Dowolny fryzjer', 'Marek Nowak', 'Zofia Kowalska']);
    expect(within(group()).getByRole('button', { name: 'Dowolny fryzjer' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is not offered with several salons in view', () => {
    renderPicker();
    expect(screen.queryByRole('group', { name: 'Fryzjer' })).toBeNull();
  });

  it('puts the last visit’s hairdresser first, marked', () => {
    renderPicker({ results: [pulawska], lastVisitHairdresser: { id: null, name: 'Zofia Kowalska' } });
    expect(names()).toEqual(['Dowolny fryzjer', 'Zofia KowalskaOstatnia wizyta', 'Marek Nowak']);
  });

  it('shows the chosen hairdresser’s times and picks with them', async () => {
    const { onPick } = renderPicker({ results: [pulawska] });
    await userEvent.click(within(group()).getByRole('button', { name: 'Marek Nowak' }));
    expect(timesIn('Warszawa Puławska')).toEqual(['10:00', '18:30']);
    await userEvent.click(screen.getByRole('button', { name: '18:30, Warszawa Puławska' }));
    expect(onPick).toHaveBeenCalledWith({
      salon: pulawska,
      dateTime: at('18:30'),
      hairdresser: { id: 'H2', name: 'Marek Nowak', lastVisit: false },
    });
  });

  it('says when the chosen hairdresser has no time in the time of day, naming both', async () => {
    renderPicker({ results: [pulawska] });
    await userEvent.click(within(group()).getByRole('button', { name: 'Zofia Kowalska' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wieczór od 18:00' }));
    expect(salonCard('Warszawa Puławska')).toHaveTextContent(
      'Zofia Kowalska nie ma wolnych terminów wieczorem (od 18:00). Wybierz inną porę dnia lub innego fryzjera.',
    );
  });

  it('resets to any hairdresser when the chosen one is no longer listed', async () => {
    const { rerender } = renderPicker({ results: [pulawska] });
    await userEvent.click(within(group()).getByRole('button', { name: 'Zofia Kowalska' }));
    const nextDay = testSalonSlots({ id: 'M101', name: 'Warszawa Puławska' }, [
      testHairdresser('H2', 'Marek Nowak', ['2026-11-24T12:00:00']),
    ]);
    rerender({ day: '2026-11-24', results: [nextDay] });
    expect(within(group()).getByRole('button', { name: 'Dowolny fryzjer' })).toHaveAttribute('aria-pressed', 'true');
    // Zofia back on a later day stays unchosen: the reset is a reset, not a pause.
    rerender({ day: '2026-11-23', results: [pulawska] });
    expect(within(group()).getByRole('button', { name: 'Zofia Kowalska' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts with the draft’s hairdresser when coming back', () => {
    renderPicker({ results: [pulawska], initialHairdresser: { id: 'H2', name: 'Marek Nowak' } });
    expect(within(group()).getByRole('button', { name: 'Marek Nowak' })).toHaveAttribute('aria-pressed', 'true');
    expect(timesIn('Warszawa Puławska')).toEqual(['10:00', '18:30']);
  });
});

describe('empty-slot messages', () => {
  const single = (result: SalonSlots) => renderPicker({ results: [result] });

  it('a salon that takes no online bookings links its phone', () => {
    single(testSalonSlots({ name: 'Kraków Karmelicka', phone: '+48 12 300 40 50', acceptsReservations: false }, [], {
      slotStatus: 'NO_CUSTOMER_RESERVATIONS_ACCEPTED',
    }));
    const card = salonCard('Kraków Karmelicka');
    expect(card).toHaveTextContent('Ten salon nie przyjmuje rezerwacji online. Skontaktuj się z salonem:');
    expect(within(card).getByRole('link', { name: '+48 12 300 40 50' })).toHaveAttribute('href', 'tel:+48123004050');
  });

  it.each([
    [{ open: false }, {}, 'Salon jest tymczasowo zamknięty.'],
    [{}, { slotStatus: 'SERVICE_NOT_AVAILABLE', servicePrice: null }, 'Ta usługa nie jest dostępna w tym salonie.'],
    [{ canComeWithoutReservation: true }, {}, 'Brak wolnych terminów online. Możesz przyjść bez rezerwacji.'],
  ] as const)('a salon (%o, %o) says “%s”', (salon, answer, message) => {
    single(testSalonSlots({ name: 'Kraków Floriańska', ...salon }, [], answer));
    expect(salonCard('Kraków Floriańska')).toHaveTextContent(message);
  });

  it('no salon with a time: the message depends on whether any takes walk-ins', () => {
    const walkIn = testSalonSlots({ id: 'M192', name: 'Barber Kraków Długa', canComeWithoutReservation: true }, []);
    const { rerender } = renderPicker({ results: [full, walkIn] });
    expect(screen.getByText('Brak wolnych terminów online')).toBeVisible();
    rerender({ results: [full, testSalonSlots({ id: 'M104' }, [])] });
    expect(screen.getByText('Brak wolnych terminów')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pokaż salony bez wolnych terminów (2)' })).toBeVisible();
  });
});
