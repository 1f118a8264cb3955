import type { FastifyReply } from 'fastify';

/**
 * CSV for spreadsheet users: RFC 4180 quoting, CRLF line ends, and a cell that a spreadsheet would
 * run as a formula (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe,
 * so an exported name cannot become a command in the admin's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A name for a downloaded file made of text a user chose: lower case letters, digits and dashes. */
export const fileNamePart = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'file';

/**
 * Answers a CSV file as a download named `fileName` (letters, digits, dots and dashes only). The
 * route's JSON schema is for its other answers: a file, being text, is sent as it is (as bytes when
 * it is kept to be sent again).
 */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string | Buffer) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
