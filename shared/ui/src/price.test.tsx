import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '@salon/i18n';
import { Price } from './price.tsx';
import { renderWithUi } from './testing.ts';
import type * as PlatformTesting from '@salon/i18n/testing';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('pl'),
);

beforeAll(() => initI18n());

/** Intl separates amount and currency with a no-break space. */
const price = (text: string) => new RegExp(`^${text.replace(/ /g, '[\\s\\u00a0\\u202f]')}$`);

describe('Price', () => {
  it('shows a price in Polish format', () => {
    renderWithUi(<Price price={{ value: 150, currency: 'PLN' }} />);
    expect(screen.getByText(price('150,00 zł'))).toBeInTheDocument();
  });

  it('strikes the original price through and labels both for screen readers', () => {
    renderWithUi(<Price price={{ value: 99, currency: 'PLN' }} originalPrice={{ value: 129.9, currency: 'PLN' }} />);
    const original = screen.getByText(price('129,90 zł'));
    expect(original.tagName).toBe('S');
    expect(original).toHaveStyle({ textDecoration: 'line-through' });
    const current = screen.getByText(price('99,00 zł'));
    expect(current.closest('s')).toBeNull();
    expect(screen.getByText(/Poprzednia cena/)).toBeInTheDocument();
    expect(screen.getByText(/Aktualna cena/)).toBeInTheDocument();
  });

  it('follows the language', async () => {
    renderWithUi(<Price price={{ value: 1234.5, currency: 'PLN' }} />);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText(price('PLN 1,234.50'))).toBeInTheDocument();
    await act(() => i18next.changeLanguage('pl'));
  });
});
