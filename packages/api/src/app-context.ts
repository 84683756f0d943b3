import type { Database } from './db/database';
import type { Clock } from './lib/clock';

/** What every route may use; built once by buildApp. */
export interface AppContext {
  db: Database;
  clock: Clock;
}
