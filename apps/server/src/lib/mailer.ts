import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * The Message-ID header, '<...@host>'. The outbox gives each of its rows one, so a mail sent again
   * after a crash is the same message to the receiving side (docs/choices.md, "Notifications").
   */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * How long one SMTP conversation may take at most: connecting, the greeting, then any silence. The
 * outbox's claim on a mail lasts longer than all three together (modules/notifications/outbox.ts).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends e-mail through SMTP_URL, over one pooled connection kept between mails. Without it, the
 * mail is written to the log instead, so a developer can still follow a reset link.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer & {
  close(): void;
} {
  if (!options.smtpUrl) {
    return {
      send: async (mail) => {
        options.log.info({ mailTo: mail.to, subject: mail.subject }, `E-mail not sent (no SMTP_URL): ${mail.text}`);
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 1,
    ...SMTP_TIMEOUTS,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close(),
  };
}
