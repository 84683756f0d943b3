import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';

export interface DatabaseConfig {
  /** a PGlite data folder, or `memory://` */
  dataDir: string;
  /** a PostgreSQL server; when set it wins over dataDir */
  databaseUrl?: string | undefined;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    // The seam for a node-postgres implementation of Database (a pg.Pool; transaction() on one
    // client with BEGIN/COMMIT). Queries and migrations need no change.
    throw new Error(
      'DATABASE_URL is not supported yet: the PostgreSQL driver (pg) is not installed. Unset it to use PGlite.',
    );
  }
  return openPgliteDatabase(config.dataDir);
}
