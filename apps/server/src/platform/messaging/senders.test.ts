import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpServer } from '../../testing/smtp-server.ts';
import { UnsupportedChannelError } from './message.ts';
import { createWebhookSmsSender } from './sms-webhook.ts';
import { createSmtpSender, defaultMailFrom } from './smtp.ts';

const link = 'http://localhost:3000/verify/a-rather-long-confirmation-code-that-outgrows-one-quoted-printable-line';

describe('SMTP sender', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('hands the e-mail, link included, to the SMTP server', async () => {
    const sender = createSmtpSender({ url: smtp.url });
    try {
      await sender.send({
        channel: 'email',
        to: 'player@example.com',
        subject: 'Confirm your e-mail address',
        text: `Confirm here:\n${link}\n`,
        links: [link],
      });
    } finally {
      sender.close();
    }
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.from).toBe('no-reply@croupier.example');
    expect(mail?.to).toEqual(['player@example.com']);
    expect(mail?.data).toContain(`From: ${defaultMailFrom}`);
    expect(mail?.data).toContain('Subject: Confirm your e-mail address');
    expect(decodeQuotedPrintable(mail?.data ?? '')).toContain(link);
  });

  it('refuses an SMS', async () => {
    const sender = createSmtpSender({ url: smtp.url });
    try {
      await expect(
        sender.send({ channel: 'sms', to: '+4915112345678', subject: '', text: 'x', links: [] }),
      ).rejects.toThrow(UnsupportedChannelError);
    } finally {
      sender.close();
    }
  });
});

describe('SMS webhook sender', () => {
  const received: { body: unknown; authorization: string | undefined; contentType: string | undefined }[] = [];
  let status = 202;
  const server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    received.push({
      body: JSON.parse(raw),
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
    });
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"gw-1"}');
  });
  let url = '';
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts { to, text } as JSON with the bearer token', async () => {
    const sender = createWebhookSmsSender({ url, token: 'gateway-token' });
    await sender.send({ channel: 'sms', to: '+4915112345678', subject: '', text: 'Your code: 123456', links: [] });
    expect(received.at(-1)).toEqual({
      body: { to: '+4915112345678', text: 'Your code: 123456' },
      authorization: 'Bearer gateway-token',
      contentType: 'application/json',
    });
  });

  it('throws on a non-2xx answer, so the outbox retries the message', async () => {
    status = 503;
    const sender = createWebhookSmsSender({ url });
    await expect(
      sender.send({ channel: 'sms', to: '+4915112345678', subject: '', text: 'x', links: [] }),
    ).rejects.toThrow(/503/);
    status = 202;
  });
});
