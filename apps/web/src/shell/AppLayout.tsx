import { useState, type MouseEvent, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keyframes, useTheme, type Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useIsFetching } from '@tanstack/react-query';
import { DRAWER_WIDTH, MESSAGES } from '@portal/domain';
import { showsKept } from './keptAnswers';
import { NavList, type NavItem } from './NavList';
import { MAIN_ID, PAGE_HEADING_ID, usePageFocus } from './pageFocus';
import { NotificationBell } from './notifications/NotificationBell';
import { useOffline } from './online';
import { useSession } from './session';
import { ThemeToggle } from './ThemeToggle';
import { usePageTitleText } from './pageTitle';
import { TOAST_OVERFLOW, TOP_BAR_ID } from './topBar';

/** Shown only while it has the keyboard: the first stop of Tab on every page. */
const skipLinkStyle = {
  position: 'absolute',
  left: 8,
  top: -64,
  zIndex: (t: Theme) => t.zIndex.tooltip,
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  fontWeight: 700,
  '&:focus': { top: 8 },
} as const;

/** A slice of light crossing the top bar's foot, again and again. */
const sweep = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

/**
 * 'Updating': a thin indeterminate bar along the top bar's foot, drawn here rather than with Material
 * UI's LinearProgress, which would add its code to the app's first chunk. Still for everyone: a
 * progress bar by its name; the motion stops for those who ask for less.
 */
function UpdatingBar() {
  return (
    <Box
      role="progressbar"
      aria-label="Updating"
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3, overflow: 'hidden' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'currentColor',
          opacity: 0.85,
          animation: `${sweep} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
        }}
      />
    </Box>
  );
}

/**
 * The common layout (docs/rules.md, "Areas and screens"): a skip link to the content, a top bar with
 * the page heading, the notification bell of a signed-in user and the theme toggle, a 240 px drawer
 * that is permanent from md up and temporary below, and the page in the main landmark. The keyboard
 * lands on the heading after each change of page (pageFocus.ts). Without a network a banner under
 * the top bar says that the page may be out of date; while answers kept from the last visit are read
 * again, a thin bar along the top bar's foot says so: 'Updating' (docs/rules.md, "The installed app
 * and offline").
 */
export function AppLayout({ navItems, children }: { navItems: NavItem[]; children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = usePageTitleText();
  usePageFocus();
  const skipToContent = (event: MouseEvent) => {
    // Focus, not a jump to #main-content: the address stays the page's own.
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  const { user } = useSession();
  const offline = useOffline();
  const updating = useIsFetching({ predicate: showsKept }) > 0;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link href={`#${MAIN_ID}`} onClick={skipToContent} sx={skipLinkStyle}>
        Skip to content
      </Link>
      <AppBar id={TOP_BAR_ID} position="fixed" sx={{ zIndex: (t) => (wide ? t.zIndex.drawer + 1 : t.zIndex.appBar) }}>
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
          <Typography
            id={PAGE_HEADING_ID}
            tabIndex={-1}
            component="h1"
            variant="h6"
            noWrap
            sx={{
              flexGrow: 1,
              '&:focus': { outline: 'none' },
              '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
            }}
          >
            {title}
          </Typography>
          {user && <NotificationBell user={user} />}
          <ThemeToggle />
        </Toolbar>
        {updating && <UpdatingBar />}
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
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, sm: 3 },
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          '&:focus': { outline: 'none' },
        }}
      >
        <Toolbar />
        {/* Room for a toast longer than the top bar is tall (topBar.ts). */}
        <Box sx={{ height: `var(${TOAST_OVERFLOW}, 0px)`, transition: 'height 150ms ease-out' }} />
        {offline && (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            {MESSAGES.offline}
          </Alert>
        )}
        {children}
      </Box>
    </Box>
  );
}
