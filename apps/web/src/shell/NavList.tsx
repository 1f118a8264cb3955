import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  /**
   * Shown after the label, such as the number of requests waiting (loaded on its own); what it says
   * for screen readers goes in the element with the id it is given, the entry's description.
   */
  Badge?: ComponentType<{ id: string }>;
}

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
