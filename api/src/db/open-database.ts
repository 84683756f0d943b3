import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseConfig {
  /** a PGlite data folder, or `memory://` */
  dataDir: string;
  /** a PostgreSQL server; when set it wins over dataDir */
  databaseUrl?: string | undefined;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  // Same migrations and queries on both: plain PostgreSQL with $1 parameters.
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  return openPgliteDatabase(config.dataDir);
}
