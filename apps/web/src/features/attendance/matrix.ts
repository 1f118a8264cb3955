import { attendancePercentage } from '@portal/domain';
import type { AttendanceRecords } from './attendanceApi';

export interface MatrixColumn {
  id: string;
  date: string;
  startTime: string;
}
export interface MatrixRow {
  name: string;
  email: string;
  studentId: string | null;
  /** Present, absent, or not listed in that period. */
  cells: (boolean | null)[];
  attended: number;
  held: number;
  percentage: number;
}

/** The student-by-period matrix of a subject's records, oldest period first, each row with its percentage. */
export function attendanceMatrix(records: AttendanceRecords): { columns: MatrixColumn[]; rows: MatrixRow[] } {
  const ordered = [...records.data].sort((a, b) => (a.timeStamp + a.startTime).localeCompare(b.timeStamp + b.startTime));
  const columns = ordered.map((record) => ({ id: record._id, date: record.timeStamp, startTime: record.startTime }));
  const lookups = ordered.map((record) => new Map(record.attendanceList.map((entry) => [entry.email, entry.present === 'true'])));
  const rows = records.students.map((student) => {
    const cells = lookups.map((lookup) => lookup.get(student.email) ?? null);
    const held = cells.filter((cell) => cell !== null).length;
    const attended = cells.filter((cell) => cell === true).length;
    return { ...student, cells, attended, held, percentage: attendancePercentage(attended, held) };
  });
  return { columns, rows };
}

const quote = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The matrix as CSV: one header row, then one row per student. */
export function matrixCsv(matrix: { columns: MatrixColumn[]; rows: MatrixRow[] }): string {
  const header = ['name', 'email', 'studentId', 'attended', 'held', 'percentage', ...matrix.columns.map((column) => `${column.date} ${column.startTime}`)];
  const lines = matrix.rows.map((row) => [
    row.name,
    row.email,
    row.studentId,
    row.attended,
    row.held,
    row.percentage,
    ...row.cells.map((cell) => (cell === true ? 'P' : cell === false ? 'A' : '')),
  ]);
  return [header, ...lines].map((line) => line.map(quote).join(',')).join('\n') + '\n';
}
