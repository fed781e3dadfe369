import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OutgoingMessage } from '../outbox.ts';
import { smsHttpTransport } from './sms-http.ts';

/* The HTTP SMS gateway transport against a local HTTP server. */

const sms: OutgoingMessage = {
  id: 'm2',
  channel: 'SMS',
  recipient: '+48600100200',
  template: 'code.LOGIN_SMS',
  language: 'pl',
  subject: null,
  body: 'Twój kod: 1234.',
};

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let url: string;
const received: Received[] = [];
/** What the gateway answers next: a status, or 'hang' (never answers). */
let answer: number | 'hang' = 202;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      if (answer !== 'hang') response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
});
beforeEach(() => {
  received.length = 0;
  answer = 202;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('posts JSON {to, from, text, reference} with the bearer token', async () => {
  const transport = smsHttpTransport({ url, token: 'gateway-secret', sender: 'Salon' });
  await transport.send(sms);
  expect(received).toEqual([
    {
      method: 'POST',
      url: '/v1/sms',
      headers: expect.objectContaining({ authorization: 'Bearer gateway-secret', 'content-type': 'application/json' }),
      body: { to: '+48600100200', from: 'Salon', text: 'Twój kod: 1234.', reference: 'm2' },
    },
  ]);
  expect(transport.redacts('SMS')).toBe(true);
});

test('without a token no Authorization header is sent', async () => {
  await smsHttpTransport({ url, token: null, sender: 'Salon' }).send(sms);
  expect(received[0]!.headers).not.toHaveProperty('authorization');
});

test('a non-2xx answer, a gateway that does not answer and an e-mail are failures', async () => {
  const transport = smsHttpTransport({ url, token: 't', sender: 'Salon', timeoutMs: 200 });
  answer = 500;
  await expect(transport.send(sms)).rejects.toThrow(/answered 500/);
  answer = 401;
  await expect(transport.send(sms)).rejects.toThrow(/answered 401/);
  answer = 'hang';
  await expect(transport.send(sms)).rejects.toThrow();
  await expect(transport.send({ ...sms, channel: 'EMAIL', recipient: 'ala@example.com' })).rejects.toThrow(/does not send EMAIL/);
  expect(received).toHaveLength(3);
});
