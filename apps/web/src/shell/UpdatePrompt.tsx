import { Suspense, lazy, useState } from 'react';
import { LoadBoundary } from './LoadBoundary';
import Button from '@mui/material/Button';
import { MESSAGES } from '@portal/domain';
import { reloadIntoUpdate, useUpdateReady } from './appUpdate';

// Only a page that has a new build waiting loads the snackbar.
const Snackbar = lazy(() => import('@mui/material/Snackbar'));

/**
 * Says that a new build of the portal is installed (docs/rules.md, "The installed app and
 * offline"), at the bottom of the screen, clear of the toasts of the top bar, until the user
 * answers: Reload takes it now, Later leaves the page as it is (the new build starts with the next
 * visit once every tab of the portal is closed). Nothing reloads on its own: a half-typed form stays.
 */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  const [later, setLater] = useState(false);
  if (!ready || later) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <Snackbar
          open
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          message={MESSAGES.appUpdated}
          action={
            <>
              <Button color="inherit" size="small" onClick={() => setLater(true)}>
                Later
              </Button>
              <Button color="inherit" size="small" sx={{ fontWeight: 700 }} onClick={reloadIntoUpdate}>
                Reload
              </Button>
            </>
          }
        />
      </Suspense>
    </LoadBoundary>
  );
}
