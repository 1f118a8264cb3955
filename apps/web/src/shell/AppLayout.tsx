import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { DRAWER_WIDTH } from '@portal/domain';
import { NavList, type NavItem } from './NavList';
import { NotificationBell } from './notifications/NotificationBell';
import { useSession } from './session';
import { ThemeToggle } from './ThemeToggle';
import { usePageTitleText } from './pageTitle';

/**
 * The common layout (docs/rules.md, "Areas and screens"): a top bar with the page heading, the
 * notification bell of a signed-in user and the theme toggle, a 240 px drawer that is permanent from md up and temporary below, and the
 * page in the main landmark.
 */
export function AppLayout({ navItems, children }: { navItems: NavItem[]; children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = usePageTitleText();
  const { user } = useSession();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => (wide ? t.zIndex.drawer + 1 : t.zIndex.appBar) }}>
        <Toolbar>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation menu"
              aria-controls="navigation-drawer"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="h1" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {user && <NotificationBell user={user} />}
          <ThemeToggle />
        </Toolbar>
      </AppBar>

      <Box component="nav" aria-label="Main navigation" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          id="navigation-drawer"
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar>
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
              College Portal
            </Typography>
          </Toolbar>
          <NavList items={navItems} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      </Box>

      <Box
        component="main"
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, width: { md: `calc(100% - ${DRAWER_WIDTH}px)` } }}
      >
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
