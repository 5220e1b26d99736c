import type { Executor } from '../../platform/db/database.ts';
import { communications } from './tables.ts';

export type NewCommunication = typeof communications.$inferInsert;

export async function insertCommunication(
  db: Executor,
  values: NewCommunication,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(communications)
    .values(values)
    .returning({ id: communications.id, createdAt: communications.createdAt });
  if (!row) throw new Error('insert into communications returned no row');
  return row;
}
