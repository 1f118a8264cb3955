import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { USER_TYPE_LABELS, yearLabel, type DirectoryStudent, type User } from '@portal/domain';

/**
 * Columns the user lists share. A column's `field` is the list query's sort field where the API can
 * sort by it (USER_SORT_FIELDS); the others are marked not sortable, so a header click never asks
 * for an order the server does not know.
 */

/** An account made without a name shows its e-mail until its owner fills in the profile. */
export const displayName = (user: Pick<User, 'name' | 'email'>): string => user.name.trim() || user.email;

/**
 * The columns of the fields every list answers, for the list's own rows: the admin's lists answer
 * whole accounts (User), the office's directory only what it shows (DirectoryStudent).
 */
export const listColumns = <Row extends DirectoryStudent>() => {
  const column = (definition: GridColDef<Row>) => definition;
  return {
    name: column({
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 120,
      valueGetter: (_value, row) => displayName(row),
    }),
    email: column({ field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 180 }),
    rollNo: (headerName = 'Roll no') => column({ field: 'rollNo', headerName, width: 90 }),
    // Not a sort field of the lists: the roll number orders a class.
    studentId: column({ field: 'studentId', headerName: 'Student ID', width: 110, sortable: false }),
    department: column({ field: 'department', headerName: 'Department', width: 110 }),
    year: column({
      field: 'currentYear',
      headerName: 'Year',
      width: 90,
      valueFormatter: (value: number | null) => yearLabel(value),
    }),
    passout: column({ field: 'passoutYear', headerName: 'Passout year', width: 110 }),
    active: column({
      field: 'active',
      headerName: 'Active',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.active ? 'Active' : 'Inactive'}
          color={row.active ? 'success' : 'default'}
          variant={row.active ? 'filled' : 'outlined'}
        />
      ),
    }),
  };
};

export const joiningColumn: GridColDef<User> = { field: 'joiningYear', headerName: 'Joining year', width: 110 };

export const typeColumn: GridColDef<User> = {
  field: 'type',
  headerName: 'Type',
  width: 120,
  sortable: false,
  valueFormatter: (value: User['type']) => (value === 'owner' ? 'Owner' : USER_TYPE_LABELS[value]),
};
