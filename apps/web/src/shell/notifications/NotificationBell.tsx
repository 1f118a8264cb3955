import { lazy, Suspense, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { notificationKindsFor, type CurrentUser } from '@portal/domain';
import { profilePath } from '../profilePath';
import { useAfterFirstPaint } from '../useAfterFirstPaint';
import { useLiveNotifications } from './liveNotifications';
import { useUnreadCount } from './notificationsApi';

/** The list opens in a popover whose code is fetched when first wanted. */
const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(loadPanel);

/** A dark red with white figures: AA contrast on either theme's bar (the dark theme's own red is too pale). */
/** The most the badge counts; more shows as '99+'. */
const BADGE_MAX = 99;
const BADGE = { '& .MuiBadge-badge': { bgcolor: '#b71c1c', color: '#ffffff' } } as const;

/**
 * The bell in the top bar of every signed-in area (docs/rules.md, "Notifications"): the unread
 * count, live from the stream, and the list under it. What the first screen does not need (the
 * count, the stream, the list's code) waits until that screen has painted.
 */
export function NotificationBell({ user }: { user: Pick<CurrentUser, '_id' | 'email' | 'type'> }) {
  const painted = useAfterFirstPaint();
  const unread = useUnreadCount(painted).data ?? 0;
  useLiveNotifications(painted ? user._id : undefined);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The name holds the badge's own text ('99+' past 99), as axe asks of a button with visible text.
  const label = unread > 0 ? `Notifications, ${unread > BADGE_MAX ? `${BADGE_MAX}+` : unread} unread` : 'Notifications';

  return (
    <>
      <IconButton
        ref={anchor}
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {/* No badge at all when nothing is unread: a hidden one still holds its last count as text. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} max={BADGE_MAX} sx={BADGE}>
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsNoneIcon />
        )}
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel
            anchor={anchor.current}
            settingsPath={notificationKindsFor(user.type).length > 0 ? profilePath(user) : undefined}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
