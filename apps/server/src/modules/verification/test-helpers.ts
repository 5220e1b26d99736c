import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { call, freshAddress, type TestApp } from '../player/test-helpers.ts';

/** Helpers shared by this module's HTTP tests (not a test file itself). */

/** Smallest files each magic-byte check recognises, padded so they look like more than a header. */
export const files = {
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(7)]),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, ...new Array(64).fill(3)]),
  pdf: new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** A Windows executable dressed up as an image by its name and declared type. */
  exe: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, ...new Array(64).fill(0)]),
};

export function fixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;
}

export function fixtureText(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export interface Upload {
  type?: string;
  bytes?: Uint8Array;
  fileName?: string;
  mime?: string;
}

export function multipartBody(fields: Record<string, string>, file?: Omit<Upload, 'type'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file?.bytes) {
    form.append('file', new Blob([file.bytes], { type: file.mime ?? 'image/png' }), file.fileName ?? 'scan.png');
  }
  return form;
}

export async function uploadDocument<T = unknown>(
  app: TestApp,
  token: string,
  upload: Upload,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${app.url}/api/player/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshAddress() },
    body: multipartBody(upload.type === undefined ? {} : { type: upload.type }, upload),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function verificationOf(app: TestApp, token: string) {
  const { body } = await call<{ data: { provider: string | null; status: string; sumsubVerified: boolean } }>(
    app,
    'GET',
    '/api/player/verification',
    { token },
  );
  return body.data;
}

export async function eventsOf(app: TestApp, playerId: string): Promise<{ topic: string; payload: unknown }[]> {
  return queryRows(app.db, sql`select topic, payload from outbox_events where aggregate_id = ${playerId} order by id`);
}

export async function externalIdOf(app: TestApp, playerId: string): Promise<string> {
  const [row] = await queryRows<{ external_id: string }>(
    app.db,
    sql`select external_id from kyc_applicants where player_id = ${playerId}`,
  );
  if (!row) throw new Error(`no kyc applicant for ${playerId}`);
  return row.external_id;
}

/** Posts a sandbox hosted-page form as the browser would, without following the redirect. */
export async function postSandboxForm(app: TestApp, action: string, form: FormData): Promise<Response> {
  return fetch(new URL(action, app.url), { method: 'POST', body: form, redirect: 'manual' });
}

/** The form action of a sandbox page (the page has at most one form). */
export function formAction(html: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no form on the page');
  return match[1].replaceAll('&amp;', '&');
}
