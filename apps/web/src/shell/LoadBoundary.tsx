import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface LoadBoundaryProps {
  /** What shows instead of a part that failed. */
  fallback: ReactNode;
  /** A new value (the next address) tries the part again. */
  resetKey?: string;
  children: ReactNode;
}

/**
 * Keeps the rest of the page when one part of it fails to render (docs/rules.md, "The installed app
 * and offline"): most often a piece of the app's code that could not be downloaded (the network gone
 * before the app was installed, or a new build that no longer has it). Without it React takes the
 * whole page down, and the user is left with a blank screen.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean; key: string | undefined }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: LoadBoundaryProps,
    state: { failed: boolean; key: string | undefined },
  ): { failed: boolean; key: string | undefined } | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A screen that could not be loaded: what happened and the way out. Reloading fetches the app's code
 * afresh (a failed download is remembered until then).
 */
export function PageLoadFailed() {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      This page could not be loaded. Check the connection, then reload.
    </Alert>
  );
}
