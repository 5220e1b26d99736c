/**
 * The SQLSTATE of a database error, whether the driver's error arrives bare or wrapped by drizzle (its
 * `cause`), with the DETAIL the server sent: how callers tell a unique violation (23505) or one of our own
 * functions' refusals (CR…, apps/server/sql/functions/README.md) from any other failure.
 */
export function sqlErrorOf(error: unknown): { code: string; message: string; detail?: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        message: typeof message === 'string' ? message : '',
        ...(typeof detail === 'string' ? { detail } : {}),
      };
    }
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => sqlErrorOf(error)?.code === '23505';
