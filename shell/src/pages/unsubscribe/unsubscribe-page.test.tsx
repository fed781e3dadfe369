import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { ApiRequestError, apiFetch, track } from '@salon/platform';
import { renderAppAt, routerLocation } from '../../app/app-testing.tsx';
import { readUnsubscribeLink, unsubscribeQuery } from './unsubscribe-link.ts';
import '../../i18n.ts';

jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  apiFetch: jest.fn(),
  loadRemoteModule: jest.fn(async () => ({ default: () => null })),
  track: jest.fn(),
}));

const CUSTOMER = '6b1f6c3e-3c4d-4f7a-9a51-0d3e2b8f1c77';
const SIG = 'a3f1'.repeat(16);

/** Opens the link as the browser would: the page's address and the router's location are the link. */
function openLink(path: string) {
  window.history.replaceState(null, '', path);
  return renderAppAt(path);
}

beforeAll(async () => {
  await initI18n();
});

describe('the unsubscribe page', () => {
  it('takes the signature out of the address before anything runs, calls the API once with it, and says it worked', async () => {
    const addressAtCall: string[] = [];
    jest.mocked(apiFetch).mockImplementation(async () => {
      addressAtCall.push(window.location.pathname + window.location.search);
      return undefined;
    });
    openLink(`/unsubscribe/email/${CUSTOMER}?sig=${SIG}&llid=12&cid=345&uid=c-1`);

    expect(await screen.findByText(/Nie będziemy już wysyłać Ci wiadomości marketingowych/)).toBeInTheDocument();
    expect(routerLocation()).toBe(`/unsubscribe/email/${CUSTOMER}`);
    expect(window.location.search).toBe('');
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch).toHaveBeenCalledWith('/api/unsubscribe/email', {
      method: 'PUT',
      auth: false,
      query: { customerId: CUSTOMER, signature: SIG, lunchListId: '12', emailId: '345', contactUid: 'c-1' },
    });
    // The Referer of the call is the address at that moment: already without the signature.
    expect(addressAtCall).toEqual([`/unsubscribe/email/${CUSTOMER}`]);
    // Neither page view reported to the analytics holds it.
    const reported = JSON.stringify(jest.mocked(track).mock.calls);
    expect(reported).toContain(`/unsubscribe/email/${CUSTOMER}`);
    expect(reported).not.toContain(SIG);
    expect(screen.getByRole('link', { name: 'Zgody w profilu' })).toHaveAttribute('href', '/profil/moje-dane');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('a link without its signature is invalid: no call', async () => {
    openLink(`/unsubscribe/email/${CUSTOMER}?llid=12`);
    expect(await screen.findByText(/Ten link do rezygnacji jest nieprawidłowy lub niepełny/)).toBeInTheDocument();
    expect(apiFetch).not.toHaveBeenCalled();
    await waitFor(() => expect(routerLocation()).toBe(`/unsubscribe/email/${CUSTOMER}`));
  });

  it.each([
    [403, 'INVALID_TOKEN'],
    [400, 'INVALID_VALUE'],
    [404, 'NOT_FOUND'],
  ])('an answer %i %s means the link is wrong: the invalid-link text, no retry', async (status, code) => {
    jest.mocked(apiFetch).mockRejectedValue(new ApiRequestError({ status, code }));
    openLink(`/unsubscribe/email/${CUSTOMER}?sig=${SIG}`);
    expect(await screen.findByText(/Ten link do rezygnacji jest nieprawidłowy/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
  });

  it('a failure of the API or the network offers a retry, which sends the same signature again', async () => {
    jest
      .mocked(apiFetch)
      .mockRejectedValueOnce(new ApiRequestError({ status: 0, code: 'UNKNOWN_ERROR' }))
      .mockResolvedValueOnce(undefined);
    openLink(`/unsubscribe/email/${CUSTOMER}?sig=${SIG}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zapisać Twojej decyzji');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText(/Nie będziemy już wysyłać Ci wiadomości marketingowych/)).toBeInTheDocument();
    expect(jest.mocked(apiFetch).mock.calls.map(([, options]) => options?.query)).toEqual([
      { customerId: CUSTOMER, signature: SIG },
      { customerId: CUSTOMER, signature: SIG },
    ]);
  });
});

describe('the link', () => {
  it('sends the mailing identifiers only when all three are present', () => {
    const link = (search: string) => readUnsubscribeLink('c1', new URLSearchParams(search));
    expect(unsubscribeQuery(link('sig=s&llid=1&cid=2&uid=3')!)).toEqual({ customerId: 'c1', signature: 's', lunchListId: '1', emailId: '2', contactUid: '3' });
    expect(unsubscribeQuery(link('sig=s&llid=1&cid=2')!)).toEqual({ customerId: 'c1', signature: 's' });
    expect(link('llid=1&cid=2&uid=3')).toBeNull();
    expect(link('sig=')).toBeNull();
  });
});
