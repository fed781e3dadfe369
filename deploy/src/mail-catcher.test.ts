import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { smtpTransport } from 'api/plugins/app/outbox/transports/smtp';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

/* npm start's mail catcher, reached the way the API reaches it: its SMTP transport (nodemailer). */

let folder: string;
let catcher: MailCatcher;
const lines: string[] = [];
beforeAll(async () => {
  folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'mail-catcher-')), 'mail');
  catcher = await startMailCatcher({ folder, port: 0, log: (line) => lines.push(line) });
});
afterAll(async () => {
  await catcher.close();
  rmSync(path.dirname(folder), { recursive: true, force: true });
});

const message = (id: string, recipient: string) => ({
  id,
  channel: 'EMAIL' as const,
  recipient,
  template: 'notice.VISIT_BOOKED',
  language: 'pl',
  subject: 'Wizyta potwierdzona',
  body: `Visit confirmed. Manage it: http://localhost:8080/wizyty/${id}?t=token`,
});

test('writes each message the API sends as an .eml file in the folder it creates, with one log line each', async () => {
  expect(catcher.url).toBe(`smtp://127.0.0.1:${catcher.port}`);
  const transport = smtpTransport({ url: catcher.url, from: 'Salon <no-reply@localhost>' });
  await transport.send({
    ...message('m1', 'ala@example.com'),
    attachments: [{ fileName: 'wizyta.ics', contentType: 'text/calendar', content: new TextEncoder().encode('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n') }],
  });
  await transport.send(message('m2', 'ola@example.com'));

  const files = readdirSync(folder).sort();
  expect(files).toHaveLength(2);
  for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d{4}\.eml$/);
  const first = readFileSync(path.join(folder, files[0]!), 'utf8');
  expect(first).toMatch(/^To: ala@example\.com$/m);
  expect(first).toMatch(/^Subject: Wizyta potwierdzona$/m);
  expect(first).toMatch(/^X-Message-Id: m1$/im);
  expect(first).toContain('http://localhost:8080/wizyty/m1?t=token');
  expect(first).toMatch(/filename=wizyta\.ics/);
  expect(readFileSync(path.join(folder, files[1]!), 'utf8')).toMatch(/^To: ola@example\.com$/m);

  expect(lines).toEqual([
    `mail to ala@example.com: ${path.relative(process.cwd(), path.join(folder, files[0]!))}`,
    `mail to ola@example.com: ${path.relative(process.cwd(), path.join(folder, files[1]!))}`,
  ]);
});

test('a port already taken is an error at start, not later', async () => {
  await expect(startMailCatcher({ folder, port: catcher.port })).rejects.toThrow(/EADDRINUSE/);
});
