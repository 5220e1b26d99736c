import { once } from 'node:events';
import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpServer } from '../../testing/smtp-server.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { outgoingMessages } from './tables.ts';
import { call, outboxFor, registrationBody, type TestApp, uniqueEmail, uniquePhone } from './test-helpers.ts';

describe('e-mail over SMTP and SMS through the gateway, after the commit', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const smsReceived: { to: string; text: string }[] = [];
  const gateway = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    smsReceived.push(JSON.parse(raw));
    response.writeHead(200).end();
  });
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    gateway.listen(0, '127.0.0.1');
    await once(gateway, 'listening');
    const address = gateway.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    app = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Casino Test <mail@casino.test>',
      SMS_GATEWAY_URL: `http://127.0.0.1:${address.port}/sms`,
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('mails the confirmation link through SMTP and keeps nothing once it is sent', async () => {
    const email = uniqueEmail('smtp');
    const registered = await call(app, 'POST', '/api/player/register', { body: registrationBody(email) });
    expect(registered.status).toBe(202);
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.mails.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('mail@casino.test');
    expect(decodeQuotedPrintable(mail?.data ?? '')).toMatch(/http:\/\/localhost:3000\/verify\/[\w-]+/);
    // The real transport replaced the development outbox for this channel.
    expect(await outboxFor(app, email)).toEqual([]);
    await expect
      .poll(async () => (await app.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, email))).length)
      .toBe(0);
  });

  it('sends nothing for a registration that is refused', async () => {
    const email = uniqueEmail('refused');
    const refused = await call(app, 'POST', '/api/player/register', {
      body: registrationBody(email, { country: 'ZZ' }),
    });
    expect(refused.status).toBe(400);
    await app.dispatcher.drain();
    expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);
  });

  it('posts the phone registration code to the SMS gateway', async () => {
    const phone = uniquePhone();
    const registered = await call(app, 'POST', '/api/player/register/phone', {
      body: {
        phone,
        password: 'Correct-Horse-9',
        passwordConfirmation: 'Correct-Horse-9',
        currency: 'EUR',
        country: 'DE',
        birthdate: '1990-05-17',
        agreements: true,
      },
    });
    expect(registered.status).toBeLessThan(300);
    await expect.poll(() => smsReceived.filter((s) => s.to === phone).length, { timeout: 10_000 }).toBe(1);
    expect(smsReceived.find((s) => s.to === phone)?.text).toMatch(/\d{6}/);
  });
});
