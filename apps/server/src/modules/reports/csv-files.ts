import {
  semesterLabel,
  yearLabel,
  type AttendanceShortageRow,
  type Department,
  type ExamResults,
  type FeeDue,
  type GateLogEntry,
} from '@portal/domain';
import { fileNamePart, toCsv } from '../../lib/csv.js';

/**
 * Each report as a CSV file (docs/api.md, "Reports"): one header row, then one row per row of the
 * report, with a file name that says what it holds.
 */
export interface CsvFile {
  fileName: string;
  csv: string;
}

export const shortageCsv = (rows: AttendanceShortageRow[], department: Department, semester: number): CsvFile => ({
  fileName: `attendance-shortage-${department}-${semesterLabel(semester)}.csv`,
  csv: toCsv(
    ['name', 'email', 'rollNo', 'subjectCode', 'subject', 'attended', 'held', 'percentage'],
    rows.map((row) => [
      row.student.name,
      row.student.email,
      row.student.rollNo,
      row.subject.code,
      row.subject.name,
      row.attended,
      row.held,
      row.percentage,
    ]),
  ),
});

export const feeDuesCsv = (paymentType: { type: string }, rows: FeeDue[]): CsvFile => ({
  fileName: `fee-dues-${fileNamePart(paymentType.type)}.csv`,
  csv: toCsv(
    ['name', 'email', 'department', 'year', 'rollNo', 'fee', 'amount'],
    rows.map((row) => [
      row.student.name,
      row.student.email,
      row.student.department,
      yearLabel(row.student.currentYear),
      row.student.rollNo,
      paymentType.type,
      row.amount.toFixed(2),
    ]),
  ),
});

export const gateLogCsv = (day: string, rows: GateLogEntry[]): CsvFile => ({
  fileName: `gate-log-${day}.csv`,
  csv: toCsv(
    ['time', 'outcome', 'gatepassId', 'name', 'email', 'department', 'year', 'rollNo', 'scannedBy', 'input'],
    rows.map((row) => [
      row.time,
      row.outcome,
      row.gatepassId,
      row.student?.name,
      row.student?.email,
      row.student?.department,
      yearLabel(row.student?.currentYear),
      row.student?.rollNo,
      row.scannedBy,
      row.input,
    ]),
  ),
});

/**
 * The figures first (`measure`, `value`; the absent and the not entered yet after the figures that
 * leave them out), then one `band` row per band of the distribution (`from`, `to`, count).
 */
export const examResultsCsv = (results: ExamResults): CsvFile => ({
  fileName: `exam-results-${fileNamePart(results.exam.subject.code)}-${fileNamePart(results.exam.type)}-${results.exam.date}.csv`,
  csv: toCsv(
    ['measure', 'from', 'to', 'value'],
    [
      ...(['count', 'mean', 'median', 'highest', 'lowest', 'passed', 'absent', 'notEntered'] as const).map(
        (measure) => [measure, '', '', results[measure]],
      ),
      ...results.distribution.map((band) => ['band', band.from, band.to, band.count]),
    ],
  ),
});

/** A file kept to be sent again, as bytes, so that sending it encodes nothing. */
export const csvBytes = (file: CsvFile) => ({ fileName: file.fileName, csv: Buffer.from(file.csv) });
