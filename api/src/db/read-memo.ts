/** Reads that stay true until the next write, for the embedded database (decision 0048). PGlite lives inside this
 *  one process, so every write to it passes through the client watchWrites() wraps: a statement that is not a
 *  plain SELECT empties the memo, and so does the end of every transaction. A memoised read is therefore exactly
 *  what the database would answer now. A read that a write overtook while it ran is answered but not kept.
 *  PostgreSQL is shared by other instances whose writes this process never sees, so there memoOf() answers every
 *  read from the database. Only reads on the hottest paths use it (the session behind an access cookie, an
 *  advertiser's ad list): a read that depends on the clock must check the time itself, and callers must not
 *  mutate what they get (arrays are handed out as copies by the repositories that memoise them). */
import type { PGlite, Transaction } from '@electric-sql/pglite';

export type ReadMemo = {
  /** `load()`'s result, or the one kept under `key` since the last write. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
};

/** Entries kept before the memo starts over (a write usually empties it long before). */
export const MEMO_MAX_ENTRIES = 10_000;

/** Statements that only read: everything else counts as a write (DDL, BEGIN/COMMIT, a CTE that may write). */
const READ_ONLY = /^\s*select\b/i;

export function isReadOnly(sql: string): boolean {
  return READ_ONLY.test(sql);
}

export type WriteClock = { readonly writes: number; wrote(): void };

export function createWriteClock(): WriteClock {
  let writes = 0;
  return {
    get writes() {
      return writes;
    },
    wrote() {
      writes += 1;
    },
  };
}

export function createReadMemo(clock: { readonly writes: number }): ReadMemo & { clear(): void } {
  const kept = new Map<string, unknown>();
  let keptAt = clock.writes;
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (keptAt !== clock.writes) {
        kept.clear();
        keptAt = clock.writes;
      }
      if (kept.has(key)) return kept.get(key) as T;
      const before = clock.writes;
      const value = await load();
      // Kept only when no write started or ended while it ran (then keptAt is still `before` too).
      if (clock.writes === before) {
        if (kept.size >= MEMO_MAX_ENTRIES) kept.clear();
        kept.set(key, value);
      }
      return value;
    },
    clear() {
      kept.clear();
    },
  };
}

/** A memo that never keeps anything: every read goes to the database. */
export const NO_MEMO: ReadMemo = { read: (_key, load) => load() };

const memos = new WeakMap<object, ReadMemo>();

/** Registers the memo of a drizzle database (db/client.ts, for PGlite). */
export function attachMemo(db: object, memo: ReadMemo): void {
  memos.set(db, memo);
}

/** The memo of `db`: the embedded database's, or NO_MEMO (PostgreSQL, a transaction). */
export function memoOf(db: object): ReadMemo {
  return memos.get(db) ?? NO_MEMO;
}

/** The PGlite client with every write counted on `clock`: query, sql and exec by their text, and the end of every
 *  transaction (committed or not). Methods run on the client itself (PGlite keeps private state). */
export function watchWrites(client: PGlite, clock: WriteClock): PGlite {
  const watchTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, { get: (target, property) => watched(target, property) });
  function watched(target: object, property: string | symbol): unknown {
    const value: unknown = Reflect.get(target, property, target);
    if (typeof value !== 'function') return value;
    const method = value as (...args: unknown[]) => unknown;
    if (property === 'query' || property === 'exec')
      return (sql: string, ...rest: unknown[]) => {
        if (property === 'exec' || !isReadOnly(sql)) clock.wrote();
        return afterwards(method.call(target, sql, ...rest), property === 'exec' || !isReadOnly(sql));
      };
    if (property === 'sql')
      return (strings: TemplateStringsArray, ...rest: unknown[]) => {
        const writes = !isReadOnly(strings[0] ?? '');
        if (writes) clock.wrote();
        return afterwards(method.call(target, strings, ...rest), writes);
      };
    if (property === 'transaction')
      return (work: (tx: Transaction) => Promise<unknown>) =>
        afterwards(
          method.call(target, (tx: Transaction) => work(watchTransaction(tx))),
          true,
        );
    return method.bind(target);
  }
  /** A write is counted when it starts and again when it has finished, so a read that ran meanwhile is not kept. */
  function afterwards(result: unknown, writes: boolean): unknown {
    if (!writes || !(result instanceof Promise)) return result;
    return result.finally(() => clock.wrote());
  }
  return new Proxy(client, { get: (target, property) => watched(target, property) });
}
