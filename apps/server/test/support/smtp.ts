import { SMTPServer } from 'smtp-server';

/** A message the SMTP server accepted. */
export interface Received {
  to: string[];
  subject: string;
  messageId: string;
}

export interface TestSmtp {
  port: number;
  /** Every message accepted so far, in order, across restarts. */
  received: Received[];
  /** Stops listening and drops its connections: the mail server is down. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
}

const header = (raw: string, name: string): string => {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
};

/**
 * A real SMTP server on the loopback (the smtp-server package), plain text without sign-in, that
 * accepts every message and keeps what it was sent.
 */
export async function startSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        // Closing waits this long for the client's pooled connection before dropping it.
        closeTimeout: 100,
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: header(raw, 'Subject'),
              messageId: header(raw, 'Message-ID'),
            });
            callback();
          });
        },
      });
      server.on('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server!.server.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    received,
    stop: () => new Promise<void>((resolve) => server!.close(() => resolve())),
    start: listen,
  };
}
