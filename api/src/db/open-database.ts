import { refuseAfterClose } from './database';
import type { Database } from './database';
import { openPgliteWorkerDatabase } from './pglite-worker-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseConfig {
  /** a PGlite data folder, or `memory://` */
  dataDir: string;
  /** a PostgreSQL server; when set it wins over dataDir */
  databaseUrl?: string | undefined;
  /** the embedded database's worker died: nothing more can be read or written */
  onCrash?: (error: Error) => void;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  // Same migrations and queries on both: plain PostgreSQL with $1 parameters.
  // Work that reaches the database once it is closing gets a DatabaseClosedError (a 503), never the
  // driver's own error.
  if (config.databaseUrl) return refuseAfterClose(await openPostgresDatabase(config.databaseUrl));
  // the server's PGlite runs in a worker thread, so writes do not hold the event loop (ADR 030); the
  // tests open it in their own thread (testing/test-app.ts)
  return refuseAfterClose(await openPgliteWorkerDatabase(config.dataDir, { onCrash: config.onCrash }));
}
