import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Suspense } from 'react';
import type { ResolvedLink } from './feature';
import { NavLink, useLocation } from 'react-router';

/** A drawer entry: its label, target, icon and badge. */
export type NavItem = ResolvedLink;

const badgeId = (item: NavItem) => `nav-badge-${item.to.replace(/\W+/g, '-')}`;

/** The drawer's links; the current page's link is marked selected and aria-current. */
export function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const isCurrent = (to: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));
  return (
    <List>
      {items.map((item) => (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={item.to}
            end={item.to === '/'}
            selected={isCurrent(item.to)}
            onClick={onNavigate}
            aria-describedby={item.Badge ? badgeId(item) : undefined}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
            {item.Badge ? (
              <Suspense fallback={null}>
                <item.Badge id={badgeId(item)} />
              </Suspense>
            ) : null}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
