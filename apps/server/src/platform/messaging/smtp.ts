import nodemailer from 'nodemailer';
import { type MessageSender, type OutgoingMessage, UnsupportedChannelError } from './message.ts';

export const defaultMailFrom = 'Croupier <no-reply@croupier.example>';

/**
 * E-mail over SMTP. `url` is an smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the first
 * byte) URL with optional credentials, e.g. smtps://user:pass@mail.example:465. One pooled transport per
 * process, so a burst of registrations reuses connections instead of opening one each.
 */
export function createSmtpSender(options: { url: string; from?: string | undefined }): MessageSender & {
  close(): void;
} {
  const transport = nodemailer.createTransport(withPool(options.url));
  const from = options.from ?? defaultMailFrom;
  return {
    async send(message: OutgoingMessage): Promise<void> {
      if (message.channel !== 'email') throw new UnsupportedChannelError('SMTP', message.channel);
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** nodemailer reads `pool` from the URL's query; an explicit choice in SMTP_URL wins. */
function withPool(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('pool')) parsed.searchParams.set('pool', 'true');
  return parsed.toString();
}
