import { Suspense, lazy, type ReactNode } from 'react';
import type { OptionsObject, VariantType } from 'notistack';
import { useAfterFirstPaint } from './useAfterFirstPaint';

const Toaster = lazy(() => import('./Toaster'));

interface Toast {
  message: string;
  variant: VariantType;
  options?: Pick<OptionsObject, 'preventDuplicate'>;
}

/*
 * The toasts' library is not part of the first page (docs/benchmarks.md, "The first page"): the
 * Toaster loads once the page has painted, and a toast asked for before then waits for it.
 */
let show: ((toast: Toast) => void) | null = null;
const waiting: Toast[] = [];

/** Called by the Toaster once it is up; answers how to take it down again. */
export function toasterReady(enqueue: (toast: Toast) => void): () => void {
  show = enqueue;
  for (const toast of waiting.splice(0)) enqueue(toast);
  return () => {
    if (show === enqueue) show = null;
  };
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return (
    <>
      {children}
      {painted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

const toast =
  (variant: VariantType) =>
  (message: string, options?: Toast['options']): void => {
    const next = { message, variant, options };
    if (show) show(next);
    else waiting.push(next);
  };

/** Toast helpers usable anywhere, including outside React (the query client). */
export const notify = {
  success: toast('success'),
  error: toast('error'),
  warning: toast('warning'),
  info: toast('info'),
};
