import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { OutgoingMessage } from '../outbox.ts';
import { smtpTransport } from './smtp.ts';

/* The SMTP transport against a real SMTP server on a local port (smtp-server). */

const message: OutgoingMessage = {
  id: 'm1',
  channel: 'EMAIL',
  recipient: 'ala@example.com',
  template: 'code.REGISTER_EMAIL',
  language: 'pl',
  subject: 'Kod rejestracji',
  body: 'Twój kod: 1234. Jest ważny 10 minut.',
};

interface Received {
  from: string | false;
  to: string[];
  data: string;
}

async function withServer(options: Partial<SMTPServerOptions>, run: (url: string, received: Received[]) => Promise<void>) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  try {
    await run(`smtp://127.0.0.1:${port}?ignoreTLS=true`, received);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The text part of a MIME message, whatever transfer encoding nodemailer chose. */
function textOf(data: string): string {
  const [headers = '', ...rest] = data.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').trim();
  }
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8').trim();
  return body.trim();
}

test('sends the message to its recipient, with its subject and body, from the configured sender', async () => {
  await withServer({}, async (url, received) => {
    const transport = smtpTransport({ url, from: 'Salon <no-reply@salon.example>' });
    await transport.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@salon.example');
    expect(received[0]!.to).toEqual(['ala@example.com']);
    expect(received[0]!.data).toMatch(/^Subject: Kod rejestracji\r?$/m);
    expect(received[0]!.data).toMatch(/^X-Message-Id: m1\r?$/im);
    expect(textOf(received[0]!.data)).toBe('Twój kod: 1234. Jest ważny 10 minut.');
    // A real transport: the outbox wipes what it delivered.
    expect(transport.redacts('EMAIL')).toBe(true);
  });
});

test('attaches the files of a message (a CV to HR) with their names and types', async () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(3000, 0x41), Buffer.from('\n%%EOF\n', 'latin1')]);
  await withServer({}, async (url, received) => {
    const transport = smtpTransport({ url, from: 'no-reply@salon.example' });
    await transport.send({ ...message, attachments: [{ fileName: 'Zofia CV.pdf', contentType: 'application/pdf', content: new Uint8Array(pdf) }] });
    const data = received[0]!.data;
    expect(data).toMatch(/^Content-Type: multipart\/mixed/im);
    expect(data).toMatch(/Content-Type: application\/pdf; name="Zofia CV.pdf"/i);
    expect(data).toMatch(/Content-Disposition: attachment; filename="Zofia CV.pdf"/i);
    // The part's body: after its headers' blank line, up to the closing boundary.
    const part = data.slice(data.search(/Content-Disposition: attachment/i));
    const base64 = part.slice(part.indexOf('\r\n\r\n') + 4).split('\r\n--')[0]!.replace(/\r\n/g, '');
    expect(Buffer.from(base64, 'base64').equals(pdf)).toBe(true);
  });
});

test('a refused recipient is a failure (the outbox tries again later); SMS is not its job', async () => {
  await withServer(
    {
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      },
    },
    async (url, received) => {
      const transport = smtpTransport({ url, from: 'no-reply@salon.example' });
      await expect(transport.send(message)).rejects.toThrow(/mailbox unavailable/);
      await expect(transport.send({ ...message, channel: 'SMS', recipient: '+48600100200' })).rejects.toThrow(/does not send SMS/);
      expect(received).toEqual([]);
    },
  );
});
