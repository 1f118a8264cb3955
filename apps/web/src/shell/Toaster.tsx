import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@portal/domain';
import { toasterReady } from './notify';
import { measureToastOverflow } from './topBar';

/**
 * Toasts (docs/rules.md, "Areas and screens"): top right, over the top bar, hidden after 3 seconds. The
 * colours are darker than notistack's defaults so the white text keeps AA contrast.
 */
const AccessibleToast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c', color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1', color: '#ffffff' },
}));

/**
 * Toasts sit over the top bar, between its buttons: from after the menu button (phones) to before
 * the notification bell and the theme switch (40 px each), vertically in the bar (56 px high on phones, 64 px wider). There they cover no
 * control of the page (topBar.ts); one at a time, a new one taking the old one's place.
 */
const inTheTopBar = (
  <GlobalStyles
    styles={(theme) => ({
      '.notistack-SnackbarContainer': {
        top: '4px !important',
        left: '56px !important',
        right: '100px !important',
        width: 'auto !important',
        maxWidth: 'none !important',
        [theme.breakpoints.up('sm')]: { top: '8px !important', left: '64px !important', right: '108px !important' },
        // Wide screens have no menu button: the toast keeps to the right, as wide as its text needs.
        [theme.breakpoints.up('md')]: { left: 'auto !important', maxWidth: '560px !important' },
      },
      '.notistack-SnackbarContainer .notistack-CollapseWrapper': { padding: '0 !important' },
      // notistack's 288 px is wider than a phone's bar leaves between its buttons.
      '.notistack-SnackbarContainer .notistack-Snackbar, .notistack-SnackbarContainer .notistack-MuiContent': {
        minWidth: '0 !important',
      },
    })}
  />
);

/** notistack's provider, loaded after the first paint (shell/notify.tsx); it shows what waited. */
export default function Toaster() {
  useEffect(
    () => toasterReady((toast) => enqueueSnackbar(toast.message, { variant: toast.variant, ...toast.options })),
    [],
  );
  return (
    <>
      {inTheTopBar}
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        maxSnack={1}
        onEnter={measureToastOverflow}
        onExited={measureToastOverflow}
        Components={{
          success: AccessibleToast,
          error: AccessibleToast,
          warning: AccessibleToast,
          info: AccessibleToast,
        }}
      />
    </>
  );
}
