import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where `npm start`'s mail catcher listens unless MAIL_CATCHER_PORT says otherwise. */
export const MAIL_CATCHER_PORT = 1025;
/** The largest message it takes: well above an application's 2 MB CV. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface MailCatcher {
  /** What the API's SMTP_URL is set to: smtp://127.0.0.1:{port}. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** Where each message is written as an .eml file (created when missing). */
  folder: string;
  /** 0: any free port (tests). */
  port?: number;
  host?: string;
  /** Gets one line per message caught. */
  log?: (line: string) => void;
}

/**
 * A development SMTP server that delivers nothing: every message the API sends is written
 * to `folder` as an .eml file (open it in any mail program) and logged in one line, so a
 * local run exercises the real SMTP transport without a mail account. No TLS and no
 * sign-in (loopback only); the envelope's recipients are what the log line names.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const { folder, host = '127.0.0.1', log = () => undefined } = options;
  await mkdir(folder, { recursive: true });
  let caught = 0;

  const server = new SMTPServer({
    banner: 'development mail catcher: nothing is delivered',
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // A stopping `npm start` waits this long at most for a client still connected.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error(`a message may have at most ${MAX_MESSAGE_BYTES} bytes`), { responseCode: 552 }));
          return;
        }
        caught += 1;
        // Sortable, unique within a run and across restarts.
        const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(caught).padStart(4, '0')}.eml`);
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
        writeFile(file, Buffer.concat(chunks)).then(
          () => {
            log(`mail to ${recipients}: ${path.relative(process.cwd(), file)}`);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? MAIL_CATCHER_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Later errors (a client's broken connection) are the client's business, not a crash.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
