import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { createWebhookSmsSender } from '../../platform/messaging/sms-webhook.ts';
import { createSmtpSender } from '../../platform/messaging/smtp.ts';
import type { MessageTransports } from './messages.ts';

/** The real transports the configuration names (SMTP_URL, SMS_GATEWAY_URL); the rest use the dev outbox. */
export function messageTransports(app: FastifyInstance, config: Config): MessageTransports {
  const transports: MessageTransports = {};
  if (config.SMTP_URL) {
    const smtp = createSmtpSender({ url: config.SMTP_URL, from: config.MAIL_FROM });
    // Pooled connections would otherwise keep the process alive after close.
    app.addHook('onClose', async () => smtp.close());
    transports.email = smtp;
  }
  if (config.SMS_GATEWAY_URL) {
    transports.sms = createWebhookSmsSender({ url: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN });
  }
  return transports;
}
