import { useMemo, useState } from 'react';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Paper from '@mui/material/Paper';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { DirectoryStudent } from '@portal/domain';
import { usePageTitle } from '../../shell/pageTitle';
import { UserGrid } from '../../kit/users/UserGrid';
import { displayName, listColumns } from '../../kit/users/columns';
import { StudentDetailsDialog } from './StudentDetailsDialog';

const { name, email, studentId, rollNo, department, year, passout } = listColumns<DirectoryStudent>();

/**
 * /students: the read-only student directory (GET office/students) for the office and the admin:
 * search, department and year, paged by the server. A row, or its Details button, opens the student.
 */
export default function StudentDirectoryPage() {
  usePageTitle('Students');
  const [open, setOpen] = useState<DirectoryStudent | null>(null);
  const columns = useMemo<GridColDef<DirectoryStudent>[]>(
    () => [
      name,
      email,
      studentId,
      rollNo(),
      department,
      year,
      passout,
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Details',
        width: 70,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="details"
            icon={<VisibilityOutlined />}
            label={`Details of ${displayName(row)}`}
            onClick={() => setOpen(row)}
          />,
        ],
      },
    ],
    [],
  );
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <UserGrid
        path="/office/students"
        columns={columns}
        phoneHidden={['email', 'studentId', 'rollNo', 'passoutYear']}
        withYear
        label="Student directory"
        onOpen={setOpen}
      />
      {open && <StudentDetailsDialog student={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
