import { render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { UiRoot } from './ui-root.tsx';
import { Barcode } from './barcode.tsx';

beforeAll(() => initI18n());
// jsdom has no canvas; jsbarcode measures the printed value's width with one.
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ font: '', measureText: (text: string) => ({ width: text.length * 8 }) }) as unknown as CanvasRenderingContext2D,
  );
});

it('draws the value as CODE128 bars with the value under them, named for screen readers', async () => {
  const { container } = render(
    <UiRoot>
      <Barcode value="R1012611253FA2C1D0" />
    </UiRoot>,
  );
  expect(screen.getByRole('img', { name: 'Kod kreskowy R1012611253FA2C1D0' })).toBeInTheDocument();
  // jsbarcode draws a rect per bar and the text below them.
  await waitFor(() => expect(container.querySelectorAll('svg rect').length).toBeGreaterThan(20));
  expect(container.querySelector('svg text')).toHaveTextContent('R1012611253FA2C1D0');
});

it('shows the value as text when it cannot be encoded', async () => {
  render(
    <UiRoot>
      <Barcode value={'zażółć\u0007'} />
    </UiRoot>,
  );
  expect(await screen.findByText('zażółć\u0007')).toBeInTheDocument();
});
