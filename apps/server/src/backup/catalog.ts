import { BackupError } from './format.js';
import { MIGRATION_JOURNAL } from '../db/migrate.js';

/** Runs one statement on the connection a backup or restore holds, answering its rows. */
export type Rows = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export interface TableInfo {
  name: string;
  /** Every stored column (generated ones are computed again on load), in the table's order. */
  columns: string[];
  /** The tables its foreign keys point to (itself left out). */
  parents: string[];
  /** A foreign key to itself: loaded in one statement, where the key is checked at its end. */
  selfReferencing: boolean;
}

export interface SequenceState {
  name: string;
  value: string;
  called: boolean;
}

export interface JournalRow {
  hash: string;
  when: number;
}

export const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the portal's schema (`public`), each after the tables its foreign keys point to,
 * so rows load in this order with every key checked as it goes.
 */
export async function listTables(rows: Rows): Promise<TableInfo[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
  );
  const keys = await rows<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const tables = new Map<string, TableInfo>();
  for (const { table_name: table, column_name: column } of columns) {
    const info = tables.get(table) ?? { name: table, columns: [], parents: [], selfReferencing: false };
    info.columns.push(column);
    tables.set(table, info);
  }
  const parents = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of keys) {
    if (child === parent) tables.get(child)!.selfReferencing = true;
    else parents.get(child)?.add(parent);
  }
  for (const [name, set] of parents) tables.get(name)!.parents = [...set].sort();
  // Kahn's order, alphabetical among the tables ready at each step, so every backup lists them alike.
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.size) {
    const ready = [...tables.keys()]
      .filter((name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)))
      .sort();
    if (ready.length === 0) {
      const left = [...tables.keys()].filter((name) => !placed.has(name)).sort();
      throw new BackupError(`The tables ${left.join(', ')} refer to each other in a circle: no order loads them`);
    }
    for (const name of ready) {
      placed.add(name);
      ordered.push(tables.get(name)!);
    }
  }
  return ordered;
}

/** Every sequence of the schema with its current value (identity and serial columns included). */
export async function listSequences(rows: Rows): Promise<SequenceState[]> {
  const sequences = await rows<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return sequences.map(({ name, value }) => ({ name, value: value ?? '1', called: value !== null }));
}

/** drizzle's journal of applied migrations, oldest first; empty when the database was never migrated. */
export async function readJournal(rows: Rows): Promise<JournalRow[]> {
  const [present] = await rows<{ present: boolean }>(
    `SELECT to_regclass('${MIGRATION_JOURNAL}') IS NOT NULL AS present`,
  );
  if (!present?.present) return [];
  const journal = await rows<{ hash: string; created_at: string | number }>(
    `SELECT hash, created_at FROM ${MIGRATION_JOURNAL} ORDER BY created_at, id`,
  );
  return journal.map((row) => ({ hash: row.hash, when: Number(row.created_at) }));
}

/** The first table of the schema that holds a row, or undefined when every table is empty. */
export async function firstTableWithRows(rows: Rows): Promise<string | undefined> {
  const tables = await rows<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  for (const { name } of tables) {
    const [row] = await rows<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM public.${quote(name)}) AS filled`);
    if (row?.filled) return name;
  }
  return undefined;
}
