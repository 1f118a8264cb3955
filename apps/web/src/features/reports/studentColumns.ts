import type { ReportColumn } from './ReportGrid';

/** A report row about one student. */
interface StudentRow {
  student: { name: string; email: string; rollNo: string | null };
}

/**
 * The columns every report about students shows alike: the name (the e-mail when there is none),
 * the e-mail and the roll number; `sortable` false where the server pages the rows.
 */
export function studentColumns<Row extends StudentRow>({
  sortable = true,
  nameMinWidth = 110,
}: { sortable?: boolean; nameMinWidth?: number } = {}): Record<'name' | 'email' | 'rollNo', ReportColumn<Row>> {
  return {
    name: {
      field: 'name',
      headerName: 'Student',
      flex: 1,
      minWidth: nameMinWidth,
      sortable,
      valueGetter: (_value, row) => row.student.name || row.student.email,
      text: (row) => row.student.name || row.student.email,
    },
    email: {
      field: 'email',
      headerName: 'E-mail',
      flex: 1.2,
      minWidth: 180,
      sortable,
      valueGetter: (_value, row) => row.student.email,
      text: (row) => row.student.email,
    },
    rollNo: {
      field: 'rollNo',
      headerName: 'Roll no',
      width: 90,
      sortable,
      valueGetter: (_value, row) => row.student.rollNo,
      text: (row) => row.student.rollNo ?? '',
    },
  };
}
