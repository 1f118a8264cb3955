import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, SERVER_MESSAGES, type User } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { displayName } from '../../kit/users/columns';
import { DeleteUserDialog } from './DeleteUserDialog';
import { usePendingSignUps, useUpdateUser } from './adminApi';

/**
 * Sign-ups awaiting activation (docs/api.md: GET admin/pending, oldest first): each can be activated
 * or deleted. With none waiting the panel says so in one line.
 */
export function PendingPanel() {
  const pending = usePendingSignUps();
  const update = useUpdateUser();
  const [deleting, setDeleting] = useState<User | null>(null);
  const signUps = pending.data ?? [];

  const activate = (account: User) =>
    update.mutate(
      { _id: account._id, active: true },
      {
        // The server answers its general 'Updated user'; here the admin did one thing: activate.
        onSuccess: () => notify.success(SERVER_MESSAGES.userActivated),
        onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
      },
    );

  return (
    <Paper component="section" aria-labelledby="pending-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="pending-heading" component="h2" variant="h6" gutterBottom>
        Sign-ups awaiting activation
      </Typography>
      {pending.isSuccess && signUps.length === 0 && (
        <Typography color="text.secondary">No sign-ups are waiting.</Typography>
      )}
      {signUps.length > 0 && (
        <List dense disablePadding>
          {signUps.map((account) => (
            <ListItem key={account._id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={displayName(account)}
                secondary={[account.email, account.department, account.mobile].filter(Boolean).join(' · ')}
                sx={{ minWidth: 200, overflowWrap: 'anywhere' }}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => activate(account)}
                  loading={update.isPending && update.variables?._id === account._id}
                  aria-label={`Activate ${displayName(account)}`}
                >
                  Activate
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(account)}
                  aria-label={`Delete ${displayName(account)}`}
                >
                  Delete
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {deleting && <DeleteUserDialog account={deleting} onDone={() => setDeleting(null)} />}
    </Paper>
  );
}
