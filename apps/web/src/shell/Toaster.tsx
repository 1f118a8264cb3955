import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@portal/domain';
import { toasterReady } from './notify';

/**
 * Toasts (docs/rules.md, "Areas and screens"): top right, hidden after 3 seconds. The colours are darker
 * than notistack's defaults so the white text keeps AA contrast.
 */
const AccessibleToast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c', color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1', color: '#ffffff' },
}));

/** Toasts sit below the top bar (56 px high on phones, 64 px wider), never over its buttons. */
const belowTheTopBar = (
  <GlobalStyles
    styles={(theme) => ({
      '.notistack-SnackbarContainer': {
        top: `${56 + 8}px !important`,
        [theme.breakpoints.up('sm')]: { top: `${64 + 8}px !important` },
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
      {belowTheTopBar}
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        maxSnack={3}
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
