import { documentStatus } from '@croupier/contracts/constants';
import type { PlayerDocument } from '@croupier/contracts/verification';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { call, type ErrorBody, freshAddress, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { files, uploadDocument } from './test-helpers.ts';

type DocumentResult = { data: PlayerDocument } & ErrorBody;

describe('documents page API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const list = async (token: string) =>
    (await call<{ data: PlayerDocument[] }>(app, 'GET', '/api/player/documents', { token })).body.data;

  it('[S1.2-23] [S1.3-38] uploads JPEG, PNG and PDF files, detected by content, and lists them pending', async () => {
    const { accessToken: token } = await registeredPlayer(app);
    expect(await list(token)).toEqual([]);
    const passport = await uploadDocument<DocumentResult>(app, token, {
      type: 'passport',
      bytes: files.jpeg,
      fileName: 'C:\\scans\\my passport.jpg',
      // The declared type is wrong; the stored one comes from the bytes.
      mime: 'application/octet-stream',
    });
    expect(passport.status).toBe(201);
    expect(passport.body.data).toEqual({
      id: expect.any(String),
      type: 'passport',
      status: documentStatus.pending,
      fileName: 'my passport.jpg',
      mimeType: 'image/jpeg',
      size: files.jpeg.length,
      createdAt: expect.any(String),
    });
    const bill = await uploadDocument<DocumentResult>(app, token, {
      type: 'proof_of_address',
      bytes: files.pdf,
      fileName: 'bill.pdf',
      mime: 'application/pdf',
    });
    expect(bill.status).toBe(201);
    expect(bill.body.data.mimeType).toBe('application/pdf');
    const selfie = await uploadDocument<DocumentResult>(app, token, { type: 'selfie', bytes: files.png });
    expect(selfie.body.data.mimeType).toBe('image/png');
    expect((await list(token)).map((d) => d.type).sort()).toEqual(['passport', 'proof_of_address', 'selfie']);
  });

  it('refuses a missing or unknown type, a missing file and a disguised file with 400 and a field error', async () => {
    const { accessToken: token } = await registeredPlayer(app);
    const noType = await uploadDocument<ErrorBody>(app, token, { bytes: files.png });
    expect(noType.status).toBe(400);
    expect(noType.body.error.fields?.type).toBeDefined();
    const badType = await uploadDocument<ErrorBody>(app, token, { type: 'birth_certificate', bytes: files.png });
    expect(badType.status).toBe(400);
    expect(badType.body.error.fields?.type).toBeDefined();
    const noFile = await uploadDocument<ErrorBody>(app, token, { type: 'passport' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.fields?.file).toEqual(['Attach a file']);
    const disguised = await uploadDocument<ErrorBody>(app, token, {
      type: 'passport',
      bytes: files.exe,
      fileName: 'passport.png',
      mime: 'image/png',
    });
    expect(disguised.status).toBe(400);
    expect(disguised.body.error.fields?.file).toEqual(['The file must be a JPEG or PNG image or a PDF']);
    const json = await call<ErrorBody>(app, 'POST', '/api/player/documents', { token, body: { type: 'passport' } });
    expect(json.status).toBe(400);
    expect(await list(token)).toEqual([]);
  });

  it('refuses broken multipart (no boundary, truncated, mismatched boundary) with 400, storing nothing', async () => {
    const { accessToken: token } = await registeredPlayer(app);
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\npassport\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\n` +
      'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000000000000000';
    const broken: Array<[string, string]> = [
      ['multipart/form-data', `${part('x')}\r\n--x--\r\n`],
      ['multipart/form-data; boundary=x', part('x')],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\npass'],
      ['multipart/form-data; boundary=y', `${part('x')}\r\n--x--\r\n`],
      ['multipart/form-data; boundary=x', '--x\r\nno headers at all\r\n--x--\r\n'],
    ];
    for (const [contentType, body] of broken) {
      const response = await fetch(`${app.url}/api/player/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-forwarded-for': freshAddress() },
        body,
      });
      const answer = (await response.json()) as ErrorBody;
      // Unreadable: a field error on the whole form; read as no parts at all (another boundary): no type.
      expect([response.status, answer.error.code], `${contentType}: ${body}`).toEqual([400, 'validation_failed']);
      expect(Object.keys(answer.error.fields ?? {})).toEqual([expect.stringMatching(/^(_|type)$/)]);
    }
    expect(await list(token)).toEqual([]);
  });

  it('refuses a type or a file name with NUL or a lone surrogate with 400 naming the field', async () => {
    const { accessToken: token } = await registeredPlayer(app);
    const badType = await uploadDocument<ErrorBody>(app, token, { type: 'pass\u0000port', bytes: files.png });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.error.fields ?? {})).toEqual(['type']);
    const badName = await uploadDocument<ErrorBody>(app, token, {
      type: 'passport',
      bytes: files.png,
      fileName: 'scan\u0000.png',
    });
    expect(badName.status).toBe(400);
    expect(Object.keys(badName.body.error.fields ?? {})).toEqual(['file']);
    expect(await list(token)).toEqual([]);
  });

  it('refuses a file over 5 MB with 413 and a field error', async () => {
    const { accessToken: token } = await registeredPlayer(app);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(files.png);
    const answer = await uploadDocument<ErrorBody>(app, token, { type: 'passport', bytes: big });
    expect(answer.status).toBe(413);
    expect(answer.body.error.fields?.file).toEqual(['The file must be at most 5 MB']);
    // Exactly 5 MB is allowed.
    const limit = new Uint8Array(5 * 1024 * 1024);
    limit.set(files.png);
    expect((await uploadDocument(app, token, { type: 'passport', bytes: limit })).status).toBe(201);
  });

  it('deletes a pending document; a reviewed one stays (409); another player’s is 404', async () => {
    const owner = await registeredPlayer(app);
    const other = await registeredPlayer(app);
    const first = await uploadDocument<DocumentResult>(app, owner.accessToken, { type: 'id_card', bytes: files.png });
    const second = await uploadDocument<DocumentResult>(app, owner.accessToken, { type: 'selfie', bytes: files.png });
    const firstId = first.body.data.id;
    const secondId = second.body.data.id;

    expect((await call(app, 'DELETE', `/api/player/documents/${firstId}`, { token: other.accessToken })).status).toBe(
      404,
    );
    expect(await list(other.accessToken)).toEqual([]);
    expect((await call(app, 'DELETE', `/api/player/documents/${firstId}`, { token: owner.accessToken })).status).toBe(
      204,
    );
    expect((await call(app, 'DELETE', `/api/player/documents/${firstId}`, { token: owner.accessToken })).status).toBe(
      404,
    );

    await app.db.execute(sql`update player_documents set status = ${documentStatus.approved} where id = ${secondId}`);
    const reviewed = await call<ErrorBody>(app, 'DELETE', `/api/player/documents/${secondId}`, {
      token: owner.accessToken,
    });
    expect(reviewed.status).toBe(409);
    expect(reviewed.body.error.code).toBe('document_reviewed');
    expect((await list(owner.accessToken)).map((d) => [d.id, d.status])).toEqual([[secondId, documentStatus.approved]]);
    expect((await call(app, 'DELETE', '/api/player/documents/not-a-uuid', { token: owner.accessToken })).status).toBe(
      400,
    );
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', '/api/player/documents')).status).toBe(401);
  });
});

describe('documents page hidden by the provider flag', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ KYC_HIDE_DOCUMENTS: 'true' });
  });
  afterAll(() => app.close());

  it('[S1.2-24] answers 404 to every documents call and reports documentsHidden', async () => {
    const { accessToken: token } = await registeredPlayer(app);
    expect((await call(app, 'GET', '/api/player/documents', { token })).status).toBe(404);
    expect((await uploadDocument(app, token, { type: 'passport', bytes: files.png })).status).toBe(404);
    expect(
      (await call(app, 'DELETE', '/api/player/documents/00000000-0000-4000-8000-000000000000', { token })).status,
    ).toBe(404);
    const state = await call<{ data: { documentsHidden: boolean } }>(app, 'GET', '/api/player/verification', {
      token,
    });
    expect(state.body.data.documentsHidden).toBe(true);
  });
});
