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
