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
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  // the server's PGlite runs in a worker thread, so writes do not hold the event loop (ADR 030); the
  // tests open it in their own thread (testing/test-app.ts)
  return openPgliteWorkerDatabase(config.dataDir, { onCrash: config.onCrash });
}
