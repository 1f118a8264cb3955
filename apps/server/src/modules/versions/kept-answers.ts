import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { reportVersions } from './schema.js';

/** The current version of each key asked for: one read of the versions' primary key. */
const versionsOf = preparedFor((db) =>
  db
    .select({ key: reportVersions.key, version: reportVersions.version })
    .from(reportVersions)
    .where(sql`${reportVersions.key} = any(${sql.placeholder('keys')}::text[])`)
    .prepare('report_versions_of'),
);

/** The channel of the versions' notices on the embedded database (migration 0022). */
const HEARD_CHANNEL = 'report_versions';

/**
 * The version reads of one database, gathered: a caller who asks while a read is under way waits
 * for the next one, which then reads the keys of everyone waiting in one statement. Under load, a
 * read answers tens of requests at the cost of one. Each caller's read starts after the caller
 * asked, so it sees every change committed before the call, as a read of its own would.
 *
 * On the embedded database, which one process owns, the versions read are also remembered until
 * the next bump: a change of a version sends a notice there (migration 0022), and PGlite hands a notice to its
 * listeners before the statement that committed it returns. So a kept answer costs no statement at
 * all until something changes, and the next request after a change still sees it.
 */
class VersionReader {
  private waiting: { keys: readonly string[]; resolve: (stamp: string) => void; reject: (error: unknown) => void }[] =
    [];
  private reading = false;
  /** The embedded database only, once it is listening: the versions read since the last notice. */
  private heard: Map<string, number> | undefined;
  /** Bumped by every notice: a read stores what it found only if no notice came while it ran. */
  private notices = 0;

  /** The embedded database only, until it listens: the first callers wait for it. */
  private starting: Promise<void> | undefined;

  constructor(private readonly db: Database) {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) this.starting = this.listen(client);
  }

  /** The versions of `keys` as one string, in the keys' order; a key never bumped is at 0. */
  async stamp(keys: readonly string[]): Promise<string> {
    if (this.starting) {
      await this.starting;
      this.starting = undefined;
    }
    const heard = this.heard;
    if (heard && keys.every((key) => heard.has(key))) {
      return Promise.resolve(keys.map((key) => heard.get(key)!).join(','));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ keys, resolve, reject });
      if (!this.reading) void this.readWaiting();
    });
  }

  private async listen(client: PGlite): Promise<void> {
    await client.listen(HEARD_CHANNEL, () => {
      this.notices += 1;
      this.heard?.clear();
    });
    // The bumps notify only connections that ask: PostgreSQL's processes never do (a notice
    // serializes commits there, and they read the versions instead).
    await client.query(`SET portal.hear_versions = 'on'`);
    this.heard = new Map();
  }

  private async readWaiting(): Promise<void> {
    this.reading = true;
    while (this.waiting.length > 0) {
      const callers = this.waiting;
      this.waiting = [];
      const noticesBefore = this.notices;
      const heard = this.heard;
      try {
        const keys = [...new Set(callers.flatMap((caller) => caller.keys))];
        const rows = await versionsOf(this.db).execute({ keys: `{${keys.map((key) => `"${key}"`).join(',')}}` });
        const found = new Map(rows.map((row) => [row.key, Number(row.version)]));
        if (heard && heard === this.heard && noticesBefore === this.notices) {
          for (const key of keys) heard.set(key, found.get(key) ?? 0);
        }
        for (const caller of callers) caller.resolve(caller.keys.map((key) => found.get(key) ?? 0).join(','));
      } catch (error) {
        for (const caller of callers) caller.reject(error);
      }
    }
    this.reading = false;
  }
}

const versionReaderOf = preparedFor((db) => new VersionReader(db));

/** The versions of `keys` as one string, in the keys' order; a key never bumped is at 0. */
const versionStamp = (db: Database, keys: readonly string[]): Promise<string> => versionReaderOf(db).stamp(keys);

interface Kept<V> {
  /** What the answer is made of (report_versions keys), and their versions when it was made. */
  sources: readonly string[];
  stamp: string;
  value: V;
}

/**
 * The version key of a class (a department and a semester): its attendance periods, its subjects and
 * its students, bumped by migration 0019's triggers.
 */
export const classKey = (department: string, semester: number) => `class:${department}:${semester}`;

/** One KeptAnswers per database (a process may serve several, as the tests do), made on first use. */
export const keptAnswersOf = <V>(maxEntries: number) => preparedFor((db) => new KeptAnswers<V>(db, maxEntries));

/**
 * Report answers kept in this process, each served again only while the pieces of the college it
 * was made of are at the versions it was made at (docs/architecture.md, "Answers kept on the server"). The
 * versions are bumped by triggers in the transaction of every change, so a check is one read of a
 * few primary-key rows, and a change is seen by the next request on any process, the very next
 * one included: nothing waits for a notice.
 *
 * The versions are read before the answer is made: a change committed while it is being made bumps
 * a version past the one kept with it, and the next request makes it again.
 */
export class KeptAnswers<V> {
  private readonly kept = new Map<string, Kept<V>>();
  /** The answers being made, by key, with the versions they are made at. */
  private readonly making = new Map<string, { sources: readonly string[]; stamp: string; value: Promise<V> }>();

  constructor(
    private readonly db: Database,
    private readonly maxEntries: number,
  ) {}

  /**
   * The answer kept under `key` while its sources (report_versions keys: what the answer is made
   * of) are unchanged, or `make`'s, kept for next time.
   */
  async get(key: string, sources: readonly string[], make: () => Promise<V>): Promise<V> {
    const stamp = await versionStamp(this.db, sources);
    const kept = this.kept.get(key);
    if (kept && kept.stamp === stamp && sameKeys(kept.sources, sources)) {
      // Most recently used last: the oldest goes first when the cache is full.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept.value;
    }
    // Callers that find the same versions while the answer is being made wait for that one: fifty
    // people opening a report at once make it once, not fifty times side by side.
    const making = this.making.get(key);
    if (making && making.stamp === stamp && sameKeys(making.sources, sources)) return making.value;
    const value = make();
    const entry = { sources, stamp, value };
    this.making.set(key, entry);
    try {
      const made = await value;
      this.store(key, { sources, stamp, value: made });
      return made;
    } finally {
      if (this.making.get(key) === entry) this.making.delete(key);
    }
  }

  /**
   * For an answer whose sources depend on what it finds (an exam's class): the sources kept with
   * the last answer are checked first; when they changed, or nothing is kept, `locate` names the
   * sources now, their versions are read, and only then is the answer made.
   */
  async getLocated(
    key: string,
    locate: () => Promise<readonly string[] | undefined>,
    make: () => Promise<V>,
  ): Promise<V | undefined> {
    const kept = this.kept.get(key);
    if (kept) {
      const stamp = await versionStamp(this.db, kept.sources);
      if (stamp === kept.stamp) {
        this.kept.delete(key);
        this.kept.set(key, kept);
        return kept.value;
      }
    }
    const sources = await locate();
    if (!sources) return undefined;
    return this.get(key, sources, make);
  }

  get size(): number {
    return this.kept.size;
  }

  private store(key: string, entry: Kept<V>): void {
    this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(key, entry);
  }
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

const derived = new WeakMap<object, Map<string, unknown>>();

/**
 * What is made from a kept value to send it (its JSON, a page of it, its CSV file), made once per
 * value and `variant` (the page, the filters, the format) and then sent as it is: a kept shortage
 * of 200 rows costs its writing once, not on every request. `variant` must name everything besides
 * the value that the result depends on. It goes with the value: a value made again starts afresh.
 */
export function madeOnce<T>(kept: object, variant: string, make: () => T): T {
  let made = derived.get(kept);
  if (!made) {
    made = new Map();
    derived.set(kept, made);
  }
  if (made.has(variant)) return made.get(variant) as T;
  const result = make();
  made.set(variant, result);
  return result;
}
