import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends e-mail through SMTP_URL. Without it, the mail is written to the log instead, so a
 * developer can still follow a reset link.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (mail) => {
        options.log.info({ mailTo: mail.to, subject: mail.subject }, `E-mail not sent (no SMTP_URL): ${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
