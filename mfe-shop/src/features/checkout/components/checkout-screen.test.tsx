import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createShopStore } from '../../../app/store.ts';
import { goToPayment } from '../../../lib/payment-redirect.ts';
import { ANNA, VOUCHER, callsTo, order, shopApiDouble, signIn, signOut, type ApiAnswer } from '../../../lib/test-fixtures.ts';
import ShopRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));
// jsdom does not navigate: the redirect to the provider is watched instead.
jest.mock('../../../lib/payment-redirect.ts', () => ({ goToPayment: jest.fn(() => true) }));

const PATH = `/sklep/kasa/${VOUCHER.id}`;
const PAYMENT_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

function renderCheckout(create: () => ApiAnswer = () => ({ data: { order: order('PENDING'), paymentUrl: PAYMENT_URL } })) {
  mockBaseQuery.mockImplementation(shopApiDouble({ 'POST /api/shop/orders': create }));
  return { ...renderRoutes(<ShopRoutes store={createShopStore()} />, PATH), user: userEvent.setup() };
}

const terms = () => screen.getByRole('checkbox', { name: /regulamin sklepu/ });
const pay = () => screen.getByRole('button', { name: /^Zapłać/ });
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  jest.mocked(goToPayment).mockReset().mockReturnValue(true);
  signIn();
});

describe('the checkout', () => {
  it('sums up the voucher, its price and the buyer’s e-mail, and links the shop terms in a new tab', async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zakup vouchera' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Podsumowanie zamówienia' });
    expect(summary).toHaveTextContent('Karnet: 5 × modelowanie');
    expect(summary).toHaveTextContent('Liczba wejść5 wizyt');
    expect(summary).toHaveTextContent(/Do zapłaty450,00\s*zł/);
    expect(summary).toHaveTextContent(`E-mail kupującego${ANNA.email}`);
    expect(pay()).toHaveAccessibleName(expect.stringMatching(/^Zapłać 450,00\s*zł$/));
    const link = within(terms().closest('div')?.parentElement as HTMLElement).getByRole('link', { name: 'regulamin sklepu (otwiera się w nowej karcie)' });
    expect(link).toHaveAttribute('href', '/regulamin');
    expect(link).toHaveAttribute('target', '_blank');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('requires the shop terms before anything is sent', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Zakup vouchera' });
    await user.click(pay());
    await waitFor(() => expect(errorOf(terms())).toBe('To pole jest wymagane'));
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(mockBaseQuery, 'POST', '/api/shop/orders')).toEqual([]);
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it('posts the voucher id and the acceptance only, then goes to the payment page', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Zakup vouchera' });
    await user.click(terms());
    await user.click(pay());
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith(PAYMENT_URL));
    expect(callsTo(mockBaseQuery, 'POST', '/api/shop/orders').map((call) => call.body)).toEqual([{ voucherId: VOUCHER.id, termsAccepted: true }]);
    expect(screen.getByText('Przekierowujemy do płatności…')).toBeInTheDocument();
    expect(pay()).toBeDisabled();
  });

  it.each([
    [{ status: 404, code: 'NOT_FOUND' }, 'Voucher jest niedostępny'],
    [{ status: 0, code: 'UNKNOWN_ERROR' }, 'Brak połączenia'],
    [{ status: 500, code: 'UNKNOWN_ERROR' }, 'Coś poszło nie tak'],
  ])('says what went wrong (%j) and stays, so the customer can try again', async (error, title) => {
    const { user } = renderCheckout(() => ({ error }));
    await screen.findByRole('heading', { level: 1, name: 'Zakup vouchera' });
    await user.click(terms());
    await user.click(pay());
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(goToPayment).not.toHaveBeenCalled();
    expect(pay()).toBeEnabled();
  });

  it('does not follow a payment address it cannot trust', async () => {
    jest.mocked(goToPayment).mockReturnValue(false);
    const { user } = renderCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Zakup vouchera' });
    await user.click(terms());
    await user.click(pay());
    expect(await screen.findByText('Nie możemy przejść do płatności')).toBeInTheDocument();
  });

  it('needs a session: a guest goes home and the sign-in opens, back to the checkout', async () => {
    signOut();
    const { location } = renderCheckout();
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
