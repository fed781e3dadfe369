import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '@salon/i18n';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { PageSkeleton, Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';
import { renderWithUi } from './testing.ts';
import type * as PlatformTesting from '@salon/i18n/testing';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('pl'),
);

beforeAll(() => initI18n());

describe('Spinner', () => {
  it('is a status announcing "Ładowanie…" by default', () => {
    renderWithUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
  });

  it('takes a specific label', () => {
    renderWithUi(<Spinner label="Szukamy terminów" />);
    expect(screen.getByRole('status')).toHaveTextContent('Szukamy terminów');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithUi(<Skeleton width={120} height={20} radius="md" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws several lines, the last one shorter', () => {
    const { container } = renderWithUi(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[aria-hidden="true"] > span');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveStyle({ width: '60%' });
  });
});

describe('PageSkeleton', () => {
  it('is one status region labelled "Ładowanie…", translated', async () => {
    renderWithUi(<PageSkeleton />);
    const status = screen.getByRole('status', { name: 'Ładowanie…' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    await act(() => i18next.changeLanguage('fr'));
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('pl'));
  });
});

describe('Alert', () => {
  it('is an alert for errors', () => {
    renderWithUi(<Alert tone="error">Nie udało się zapisać</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się zapisać');
  });

  it.each(['info', 'warning', 'success'] as const)('is a polite status for %s', (tone) => {
    renderWithUi(
      <Alert tone={tone} title="Uwaga">
        Treść
      </Alert>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('UwagaTreść');
  });
});

describe('EmptyState', () => {
  it('shows a heading, a description and an action', () => {
    renderWithUi(
      <EmptyState
        title="Brak wyników"
        description="Zmień filtry"
        action={<Button variant="secondary">Wyczyść filtry</Button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Brak wyników' })).toBeInTheDocument();
    expect(screen.getByText('Zmień filtry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyczyść filtry' })).toBeInTheDocument();
  });
});

describe('VisuallyHidden', () => {
  it('stays in the accessible name', () => {
    renderWithUi(
      <button type="button">
        <span aria-hidden="true">★</span>
        <VisuallyHidden>Dodaj do ulubionych</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Dodaj do ulubionych' })).toBeInTheDocument();
  });
});
