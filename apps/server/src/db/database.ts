/** What repositories need of a database: parameterised queries, and transactions that see their own writes. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every notification on `channel` (PostgreSQL's LISTEN/NOTIFY; in-process on
   * PGlite). `onGap` is called whenever notifications may have been missed (the listening connection was lost) and
   * again once listening resumes: a cache built on them must forget what it holds. Answers how to stop listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
