import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@portal/domain';
import { formatDateTime } from '../../shell/dates';
import { useAudit } from './adminApi';

/** How many entries the dialog shows: the latest few say what happened lately; the rest stay on the server. */
const SHOWN = 10;

const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  created: 'Created',
  edited: 'Edited',
  activated: 'Activated',
  deactivated: 'Deactivated',
  deleted: 'Deleted',
  'bulk-upload': 'Bulk upload',
};

const shownValue = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

/** An account's history (GET admin/audit), newest first: when, what, who, and each field's before and after. */
export function UserHistory({ userId }: { userId: string }) {
  const audit = useAudit(userId);
  const entries = (audit.data ?? []).slice(0, SHOWN);
  return (
    <section aria-labelledby={`history-${userId}`}>
      <Typography id={`history-${userId}`} component="h3" variant="subtitle1" sx={{ mt: 3 }}>
        History
      </Typography>
      {audit.isError && <Typography color="text.secondary">The history could not be loaded.</Typography>}
      {audit.isSuccess && entries.length === 0 && <Typography color="text.secondary">No changes recorded.</Typography>}
      <List dense disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry._id} disableGutters alignItems="flex-start">
            <ListItemText
              primary={`${formatDateTime(entry.at)} · ${ACTION_LABELS[entry.action]} by ${entry.actor?.name || entry.actor?.email || 'a removed account'}`}
              secondary={
                entry.changes
                  .map(([field, before, after]) => `${field}: ${shownValue(before)} → ${shownValue(after)}`)
                  .join('; ') || undefined
              }
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
