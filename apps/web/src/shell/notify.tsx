import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { LoadBoundary } from './LoadBoundary';
import type { OptionsObject, VariantType } from 'notistack';

const Toaster = lazy(() => import('./Toaster'));

interface Toast {
  message: string;
  variant: VariantType;
  options?: Pick<OptionsObject, 'preventDuplicate'>;
}

/*
 * The toasts' library is not part of the first page (docs/benchmarks.md, "The first page"): the
 * Toaster loads when the first toast is asked for, and that toast waits for it.
 */
let show: ((toast: Toast) => void) | null = null;
const waiting: Toast[] = [];
/** Set while the provider is mounted: mounts the Toaster. */
let wanted: (() => void) | null = null;

/** Called by the Toaster once it is up; answers how to take it down again. */
export function toasterReady(enqueue: (toast: Toast) => void): () => void {
  show = enqueue;
  for (const toast of waiting.splice(0)) enqueue(toast);
  return () => {
    if (show === enqueue) show = null;
  };
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    wanted = () => setNeeded(true);
    // A toast asked for before this provider was up.
    if (waiting.length > 0) wanted();
    return () => {
      wanted = null;
    };
  }, []);
  return (
    <>
      {children}
      {needed && (
        // Toasts whose code cannot be had are missed; the page stays.
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}

const toast =
  (variant: VariantType) =>
  (message: string, options?: Toast['options']): void => {
    const next = { message, variant, options };
    if (show) show(next);
    else {
      waiting.push(next);
      wanted?.();
    }
  };

/** Toast helpers usable anywhere, including outside React (the query client). */
export const notify = {
  success: toast('success'),
  error: toast('error'),
  warning: toast('warning'),
  info: toast('info'),
};
