import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { NotificationItem } from '@portal/domain';
import { formatDate, formatTime } from '../dates';
import { useMarkRead, useNotificationList } from './notificationsApi';

/** Said by a screen reader, not shown: the dot says it to the eye. */
const SCREEN_READERS_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The list under the bell: newest first, 20 at a time with "Load more"; opening one marks it read
 * and goes to its screen; "Mark all read"; E-mail settings leads to the own profile's choices. A dialog to screen readers and the keyboard (Escape
 * closes it, the focus stays inside while it is open), as wide as a phone allows.
 */
export default function NotificationPanel({
  anchor,
  settingsPath,
  onClose,
}: {
  anchor: HTMLElement | null;
  /** Where the user's e-mail choices are; none for a user no kind reaches. */
  settingsPath: string | undefined;
  onClose: () => void;
}) {
  const list = useNotificationList();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = list.data?.unread ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const markAll = () => {
    markRead.mutate('all');
    // The button is disabled now: the focus moves to the list's heading rather than out of the list.
    heading.current?.focus();
  };

  const openOne = (item: NotificationItem) => {
    if (!item.read) markRead.mutate([item._id]);
    onClose();
    void navigate(item.link);
  };

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'notifications-heading',
          sx: { width: 400, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(560px, calc(100vh - 80px))' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          id="notifications-heading"
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, flexGrow: 1, outline: 'none' }}
        >
          Notifications
        </Typography>
        <Button size="small" disabled={unread === 0} onClick={markAll}>
          Mark all read
        </Button>
      </Box>
      <Divider />
      {list.isPending && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label="Loading notifications" />
        </Box>
      )}
      {list.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.items.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
          No notifications yet.
        </Typography>
      )}
      {list.data && list.data.items.length > 0 && (
        <List dense disablePadding aria-label="Notifications, newest first">
          {list.data.items.map((item) => (
            <li key={item._id}>
              <ListItemButton
                onClick={() => openOne(item)}
                divider
                sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    mt: 0.75,
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: item.read ? 'transparent' : 'primary.main',
                  }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: item.read ? 400 : 700 }}>
                    {!item.read && (
                      <Box component="span" sx={SCREEN_READERS_ONLY}>
                        Unread:{' '}
                      </Box>
                    )}
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {item.body}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(item.createdAt)} · {formatTime(item.createdAt)}
                  </Typography>
                </Box>
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
      {list.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            Load more
          </Button>
        </Box>
      )}
      {settingsPath && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, py: 0.5 }}>
          <Button size="small" component={RouterLink} to={settingsPath} onClick={onClose}>
            E-mail settings
          </Button>
        </Box>
      )}
    </Popover>
  );
}
