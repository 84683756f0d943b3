/**
 * The one database seam of the API. Queries are plain PostgreSQL with $1-style parameters, so the
 * same SQL runs on PGlite (the embedded default) and on a PostgreSQL server (DATABASE_URL, later).
 * JSON values are passed as JSON text and cast in SQL ($1::jsonb): both drivers read that alike.
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A query asked for after the database began to close (the process is stopping). */
export class DatabaseClosedError extends Error {
  constructor() {
    super('the database is closing: the process is stopping');
    this.name = 'DatabaseClosedError';
  }
}

/**
 * `db`, refusing every query, statement and transaction asked for once its close has begun with a
 * DatabaseClosedError (the app answers it with a 503), instead of the driver's own error ("Cannot use
 * a pool after calling end on the pool"), a 500. Work a request started after the server stopped
 * taking requests (a write after the answer, a background refresh) meets it.
 */
export function refuseAfterClose<D extends Database>(db: D): D {
  let closing = false;
  const guard = (q: Queryable): Queryable => ({
    query: <T>(sql: string, params?: readonly unknown[]) =>
      closing ? Promise.reject(new DatabaseClosedError()) : q.query<T>(sql, params),
    exec: (sql: string) => (closing ? Promise.reject(new DatabaseClosedError()) : q.exec(sql)),
  });
  return {
    ...db,
    ...guard(db),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      closing ? Promise.reject(new DatabaseClosedError()) : db.transaction(fn),
    close: () => {
      closing = true;
      return db.close();
    },
  };
}
