import { createHash } from 'node:crypto';

/**
 * How a prepared statement is planned: `generic`, once for all values (no planning per call), for a statement whose
 * best plan is the same whatever its values; `custom`, anew with each call's values (only parsing is saved), for one
 * whose values change its best plan.
 */
export type PlanMode = 'generic' | 'custom';

/** The engines' setting that holds a prepared statement to its plan mode. */
export const PLAN_SETTING: Record<PlanMode, string> = {
  generic: 'plan_cache_mode = force_generic_plan',
  custom: 'plan_cache_mode = force_custom_plan',
};

export interface QueryOptions {
  /**
   * Prepare the statement: each connection parses it the first time and from then on only binds and executes it,
   * planned as `plan` says. The prepared name is `name` and a digest of the text, so one name may cover texts that
   * differ. The engines' own rule (the first five calls planned with their values, then whichever plan is estimated
   * cheaper) is not left to decide: it kept switching on statements whose values change the estimate but not the
   * best plan, and it would keep a generic plan that is estimated cheap but is slow for some values. Statements
   * inside a transaction run unprepared.
   */
  prepare?: { name: string; plan: PlanMode };
}

/** What repositories need of a database: parameterised queries, and transactions that see their own writes. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
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
  /**
   * The embedded engine's stand-in for autovacuum, which it lacks (pglite.ts): vacuums and analyzes the tables past
   * autovacuum's thresholds, answering the statements it ran. It also runs on its own every minute. PostgreSQL has
   * none: its autovacuum does this.
   */
  maintain?(): Promise<string[]>;
  /**
   * The embedded engine's logical dump of the whole database as of one moment, as plain SQL (pglite-dump.ts), taken
   * while it serves. PostgreSQL has none here: its own pg_dump reaches it from outside (ops/backup.ts).
   */
  dump?(): Promise<string>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * The connections of PostgreSQL's pools (both together): opened, idle, and the requests waiting for one (metrics).
   * The embedded engine has one connection and no pool.
   */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const preparedNames = new Map<string, string>();

/**
 * The name a statement is prepared under: its label and a digest of its text, so that two texts never share a name
 * (both engines keep one text per name and connection). Remembered per text: the hot statements are few.
 */
export function preparedName(label: string, sql: string): string {
  const key = `${label}\n${sql}`;
  let name = preparedNames.get(key);
  if (name === undefined) {
    name = `${label}_${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`;
    // The texts are the shapes of a few statements, not user input; the bound only guards a runaway caller.
    if (preparedNames.size >= 10_000) preparedNames.clear();
    preparedNames.set(key, name);
  }
  return name;
}
