import { loadConfig } from '../../../platform/config.ts';
import { openDatabase } from '../../../platform/db/database.ts';
import { verifyAuditChain } from '../audit/log.ts';

/**
 * `npm run admin:verify-audit`: recomputes the audit chain (decision 0108). Exit 0 when every row's hash
 * and link hold; exit 1 naming the first broken row.
 */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const result = await verifyAuditChain(database.db);
  if (result.ok) {
    process.stdout.write(`audit chain intact: ${result.rows} rows\n`);
  } else {
    process.stdout.write(`audit chain BROKEN at row ${result.brokenId} (${result.reason}) after ${result.rows} rows\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
