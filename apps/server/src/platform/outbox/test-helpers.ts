import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Executor, queryRows } from '../db/database.ts';

/** What the wait needs of a test app: its database and its outbox dispatcher. */
interface DrainableApp {
  db: Executor;
  dispatcher: { drain(): Promise<unknown> };
}

/**
 * Until `subscriber` has handled every event of `topics`. Each app given drains its dispatcher each time: on
 * PostgreSQL a drain can find the cursor locked by an app's own running dispatcher, or events held back behind
 * another open transaction, so it is asked again until the cursor has passed them all.
 */
export async function handledBy(
  subscriber: string,
  topics: readonly string[],
  app: DrainableApp,
  ...others: DrainableApp[]
): Promise<void> {
  await expect
    .poll(
      async () => {
        await Promise.all([app, ...others].map((each) => each.dispatcher.drain()));
        const [row] = await queryRows<{ behind: boolean }>(
          app.db,
          sql`select exists (select 1 from outbox_events e
            left join outbox_cursors c on c.subscriber = ${subscriber}
            where e.topic in (${sql.join(
              topics.map((topic) => sql`${topic}`),
              sql`, `,
            )})
              and (e.tx_id, e.id) > (coalesce(c.last_tx_id, 0), coalesce(c.last_event_id, 0))) as behind`,
        );
        return row?.behind;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(false);
}
