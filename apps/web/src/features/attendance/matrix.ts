import { MATRIX_MARKS, type AttendanceMatrix } from '@portal/domain';

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

const cellOf = (mark: string): boolean | null =>
  mark === MATRIX_MARKS.present ? true : mark === MATRIX_MARKS.absent ? false : null;

/** The student-by-period matrix of a subject (oldest period first), each row with its percentage. */
export function attendanceMatrix(matrix: AttendanceMatrix): { columns: MatrixColumn[]; rows: MatrixRow[] } {
  const columns = matrix.periods.map((period) => ({
    id: period._id,
    date: period.timeStamp,
    startTime: period.startTime,
  }));
  const rows = matrix.students.map(({ marks, ...student }) => ({ ...student, cells: [...marks].map(cellOf) }));
  return { columns, rows };
}

/**
 * The pages of the class matrix (newest page first, as the server pages them) as one matrix of the
 * whole term, oldest period first: each student's marks joined page by page.
 */
export function wholeTerm(pages: AttendanceMatrix[]): AttendanceMatrix {
  const oldestFirst = [...pages].reverse();
  const marksOf = oldestFirst.map((page) => new Map(page.students.map((student) => [student.email, student.marks])));
  const latest = pages[0]!;
  return {
    ...latest,
    periods: oldestFirst.flatMap((page) => page.periods),
    students: latest.students.map((student) => ({
      ...student,
      marks: oldestFirst
        .map((page, index) => marksOf[index]!.get(student.email) ?? MATRIX_MARKS.notListed.repeat(page.periods.length))
        .join(''),
    })),
    page: 1,
    limit: latest.totalPeriods,
  };
}

const quote = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The matrix as CSV: one header row, then one row per student. */
export function matrixCsv(matrix: { columns: MatrixColumn[]; rows: MatrixRow[] }): string {
  const header = [
    'name',
    'email',
    'studentId',
    'attended',
    'held',
    'percentage',
    ...matrix.columns.map((column) => `${column.date} ${column.startTime}`),
  ];
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
