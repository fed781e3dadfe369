import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiAddress } from './stripe-provider.ts';

/*
 * Tests only: a stand-in of the three calls of Stripe's API the provider makes
 * (create, expire and retrieve a Checkout Session), listening on a free loopback port,
 * so the real `stripe` client runs its real requests without the internet. It keeps
 * what it was sent and answers as Stripe does, errors included.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe's client sends it: flat keys such as `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
}

export interface FakeStripeApi {
  address: StripeApiAddress;
  requests: RecordedRequest[];
  /** Sets a session's status as if the customer had paid ('complete') or it had expired. */
  setStatus(sessionId: string, status: 'open' | 'complete' | 'expired'): void;
  /** The next create answers this error instead of a session. */
  failNextCreate(status: number, type: string, message: string): void;
  close(): Promise<void>;
}

interface FakeSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  form: Record<string, string>;
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  let failure: { status: number; type: string; message: string } | null = null;
  let count = 0;

  const asSession = (session: FakeSession) => ({
    id: session.id,
    object: 'checkout.session',
    amount_total: Number(session.form['line_items[0][price_data][unit_amount]']),
    currency: session.form.currency ?? null,
    client_reference_id: session.form.client_reference_id ?? null,
    metadata: { orderId: session.form['metadata[orderId]'] },
    mode: 'payment',
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    status: session.status,
    url: session.status === 'open' ? `https://checkout.stripe.com/c/pay/${session.id}` : null,
  });

  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, form });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${count}`, 'stripe-should-retry': 'false' });
        response.end(JSON.stringify(json));
      };
      const error = (status: number, type: string, message: string) => answer(status, { error: { type, message } });

      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (failure) {
          const { status, type, message } = failure;
          failure = null;
          return error(status, type, message);
        }
        count += 1;
        const session: FakeSession = { id: `cs_test_fake${String(count).padStart(8, '0')}`, status: 'open', form };
        sessions.set(session.id, session);
        return answer(200, asSession(session));
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
      const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
      if (!match || !session) return error(404, 'invalid_request_error', `No such checkout.session: '${match?.[1] ?? ''}'`);
      if (request.method === 'GET' && !match[2]) return answer(200, asSession(session));
      if (request.method === 'POST' && match[2]) {
        if (session.status !== 'open') {
          return error(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
        }
        session.status = 'expired';
        return answer(200, asSession(session));
      }
      return error(404, 'invalid_request_error', 'Unrecognized request URL');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    address: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    setStatus(sessionId, status) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      session.status = status;
    },
    failNextCreate(status, type, message) {
      failure = { status, type, message };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The client keeps its connections alive; they would hold the server open.
        server.closeAllConnections();
      }),
  };
}
