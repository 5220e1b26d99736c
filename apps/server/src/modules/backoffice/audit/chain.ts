import { createHash } from 'node:crypto';

/**
 * The audit chain's hash (decision 0108): SHA-256 over a canonical JSON encoding (keys sorted at every
 * level, no spaces) of the row's content and the previous row's hash. JSON values are normalised through a
 * parse first, so what jsonb gives back hashes the same as what was written.
 */
export interface AuditContent {
  staffId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  userAgent: string | null;
  at: Date;
}

export const genesisHash = '0'.repeat(64);

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** What a JSON column gives back for `value` (undefined and functions dropped, dates as strings). */
export function asStoredJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

export function auditHash(prevHash: string, row: AuditContent): string {
  const encoded = canonicalJson({
    prevHash,
    staffId: row.staffId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: asStoredJson(row.before),
    after: asStoredJson(row.after),
    ip: row.ip,
    userAgent: row.userAgent,
    at: row.at.toISOString(),
  });
  return createHash('sha256').update(encoded).digest('hex');
}
