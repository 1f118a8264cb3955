import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { User, UserList } from '@portal/domain';
import { UserGrid } from '../../kit/users/UserGrid';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { ADMIN_LISTS, actionsColumn } from './userColumns';

/**
 * The admin's user lists: a Student / Faculty / Admin / Staff toggle over one server-paged grid, a
 * New User button, and each row's Edit (also a click on the row) and Delete.
 */
export function UserLists() {
  const [list, setList] = useState<UserList>('students');
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const shown = ADMIN_LISTS.find((candidate) => candidate.list === list)!;
  const columns = useMemo(() => [...shown.columns, actionsColumn(setEditing, setDeleting)], [shown]);

  return (
    <Paper component="section" aria-labelledby="users-heading" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography id="users-heading" component="h2" variant="h6">
          Users
        </Typography>
        <Button component={RouterLink} to="/user/new" variant="contained" startIcon={<AddIcon />}>
          New User
        </Button>
      </Stack>
      <ToggleButtonGroup
        value={list}
        exclusive
        onChange={(_event, next: UserList | null) => next && setList(next)}
        aria-label="User list"
        size="small"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {ADMIN_LISTS.map((candidate) => (
          <ToggleButton key={candidate.list} value={candidate.list}>
            {candidate.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <UserGrid
        key={shown.list}
        path={shown.path}
        columns={columns}
        phoneHidden={shown.phoneHidden}
        withYear={shown.withYear}
        exportFileName={`${shown.list}.csv`}
        label={`${shown.label} list`}
        onOpen={setEditing}
      />
      {editing && <EditUserDialog account={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteUserDialog account={deleting} onDone={() => setDeleting(null)} />}
    </Paper>
  );
}
