import Papa from 'papaparse';
import {
  BULK_MAX_ROWS,
  SERVER_MESSAGES,
  bulkColumnCountFits,
  bulkColumnsWithOptional,
  isBulkHeaderRow,
  passoutYearOptions,
  readBulkRow,
  type BulkRowError,
  type BulkType,
} from '@portal/domain';

/**
 * A bulk file, read in the browser before anything is sent (docs/rules.md, "Accounts run by the
 * admin"). Rows are numbered as in the file, 1-based, the header line included, so the numbers the
 * admin sees here, and the server's (sent as firstRow), point at the same lines.
 */

/** One record of the file and its row number. */
export interface FileRow {
  row: number;
  cells: string[];
}

/** What the file holds for one type of account. */
export interface BulkPlan {
  /** Rows whose column count is wrong: the upload is blocked until the file is fixed. */
  wrongColumns: FileRow[];
  /** Rows that will not be sent, and why (a missing or bad value, an e-mail repeated in the file). */
  dropped: BulkRowError[];
  /** Rows that will be sent. */
  good: FileRow[];
}

/**
 * Parses the CSV text. Blank lines are skipped here rather than by the parser's skipEmptyLines,
 * which would renumber the rows after them.
 */
export function readCsv(text: string): FileRow[] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  return parsed.data
    .map((cells, index) => ({ row: index + 1, cells: cells.map((cell) => String(cell)) }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
}

/** Sorts the file's rows for one type: the header dropped, wrong counts found, bad and repeated rows set aside. */
export function planBulk(type: BulkType, rows: FileRow[]): BulkPlan {
  const body = rows.length > 0 && isBulkHeaderRow(type, rows[0]!.cells) ? rows.slice(1) : rows;
  const plan: BulkPlan = { wrongColumns: [], dropped: [], good: [] };
  const seen = new Set<string>();
  for (const fileRow of body) {
    if (!bulkColumnCountFits(type, fileRow.cells.length)) {
      plan.wrongColumns.push(fileRow);
      continue;
    }
    const read = readBulkRow(type, fileRow.cells);
    if ('error' in read) {
      plan.dropped.push({ row: fileRow.row, msg: read.error });
      continue;
    }
    const email = read.account.email.trim().toLowerCase();
    if (seen.has(email)) {
      plan.dropped.push({ row: fileRow.row, msg: SERVER_MESSAGES.bulkRepeated });
      continue;
    }
    seen.add(email);
    plan.good.push(fileRow);
  }
  return plan;
}

/**
 * The good rows in calls of at most BULK_MAX_ROWS. The server numbers a call's rows from its
 * firstRow on, so a call holds only consecutive file rows: a dropped row starts a new call.
 */
export function chunksOf(good: FileRow[]): { firstRow: number; rows: FileRow[] }[] {
  const chunks: { firstRow: number; rows: FileRow[] }[] = [];
  for (const fileRow of good) {
    const last = chunks.at(-1);
    const follows = last && last.rows.length < BULK_MAX_ROWS && last.rows.at(-1)!.row + 1 === fileRow.row;
    if (follows) last.rows.push(fileRow);
    else chunks.push({ firstRow: fileRow.row, rows: [fileRow] });
  }
  return chunks;
}

/**
 * The template: the header row, with the optional name column last, and one example row, so the
 * admin sees the order and the formats.
 */
export function templateCsv(type: BulkType): string {
  const example =
    type === 'student'
      ? [
          'new.student@college.example',
          'Welcome@123',
          'CSE',
          '1',
          String(passoutYearOptions().at(-2)),
          '31',
          'Asha Nair',
        ]
      : [
          'new.teacher@college.example',
          'Welcome@123',
          'CSE',
          String(new Date().getFullYear()),
          '2001',
          'Dr. Ravi Kumar',
        ];
  return Papa.unparse([[...bulkColumnsWithOptional(type)], example]);
}
