import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { User, UserList } from '@portal/domain';
import { displayName, joiningColumn, listColumns, typeColumn } from '../../kit/users/columns';
import type { UserListPath } from '../../kit/users/userListApi';

const { name, email, rollNo, department, year, passout, active } = listColumns<User>();

/** The admin's four lists: the toggle's label, the API path, and what the list shows. */
export interface AdminList {
  list: UserList;
  label: string;
  path: UserListPath<User>;
  columns: GridColDef<User>[];
  /** Folded away on a phone: the name, the active chip and the actions stay. */
  phoneHidden: string[];
  withYear: boolean;
}

const hodColumn: GridColDef<User> = {
  field: 'isHOD',
  headerName: 'HOD',
  width: 80,
  sortable: false,
  valueFormatter: (value: boolean) => (value ? 'Yes' : ''),
};

const advisorColumn: GridColDef<User> = {
  field: 'advisor',
  headerName: 'Advisor of years',
  width: 140,
  sortable: false,
  valueGetter: (_value, row) =>
    (['y1', 'y2', 'y3', 'y4'] as const)
      .filter((year) => row.advisor[year] === 'true')
      .map((year) => year.slice(1))
      .join(', '),
};

export const ADMIN_LISTS: AdminList[] = [
  {
    list: 'students',
    label: 'Student',
    path: '/admin/allstudents',
    columns: [name, email, rollNo(), department, year, passout, active],
    phoneHidden: ['email', 'rollNo', 'department', 'currentYear', 'passoutYear'],
    withYear: true,
  },
  {
    list: 'faculties',
    label: 'Faculty',
    path: '/admin/allfaculties',
    columns: [name, email, rollNo('Internal id'), department, hodColumn, advisorColumn, joiningColumn, active],
    phoneHidden: ['email', 'rollNo', 'department', 'isHOD', 'advisor', 'joiningYear'],
    withYear: false,
  },
  {
    list: 'admins',
    label: 'Admin',
    path: '/admin/alladmins',
    columns: [name, email, typeColumn, active],
    phoneHidden: ['email', 'type'],
    withYear: false,
  },
  {
    list: 'staff',
    label: 'Staff',
    path: '/admin/allstaff',
    columns: [name, email, typeColumn, active],
    phoneHidden: ['email', 'type'],
    withYear: false,
  },
];

/** The Edit and Delete buttons of a row, named after the account for screen readers. */
export const actionsColumn = (onEdit: (user: User) => void, onDelete: (user: User) => void): GridColDef<User> => ({
  field: 'actions',
  type: 'actions',
  headerName: 'Actions',
  width: 88,
  getActions: ({ row }) => [
    <GridActionsCellItem
      key="edit"
      icon={<EditOutlined />}
      label={`Edit ${displayName(row)}`}
      onClick={() => onEdit(row)}
    />,
    <GridActionsCellItem
      key="delete"
      icon={<DeleteOutlined />}
      label={`Delete ${displayName(row)}`}
      onClick={() => onDelete(row)}
    />,
  ],
});
