import type { Pool, PoolClient } from 'pg';

/**
 * Gives the pool back every checked-out connection that PostgreSQL ends (a restart, a failover, a terminated
 * backend), whoever holds it.
 *
 * Drizzle's node-postgres transaction sends `begin` before the `try` whose `finally` releases the connection:
 * when the pool hands out a connection the server has just ended, `begin` fails and the connection is never
 * released. Each such loss kept one of the pool's slots for good (twenty of them and every query waits
 * forever) and made `pool.end()` wait forever at shutdown.
 */
export function releaseEndedConnections(pool: Pool): void {
  const holders = new WeakMap<PoolClient, () => void>();
  pool.on('acquire', (client) => {
    const onEnd = () => {
      holders.delete(client);
      const release = client.release;
      // The holder may still release it (a failed query's rollback path does): that second call must not throw.
      client.release = () => {};
      release(new Error('PostgreSQL ended the connection while it was checked out'));
    };
    holders.set(client, onEnd);
    client.once('end', onEnd);
  });
  pool.on('release', (_error, client) => {
    const onEnd = holders.get(client);
    if (!onEnd) return;
    holders.delete(client);
    client.off('end', onEnd);
  });
}
