import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstScreen } from './app/AppRoutes';
import { startServiceWorker } from './shell/appUpdate';

/*
 * index.html already shows the first screen (build/firstPaint.ts); the app's first render replaces
 * it once the screen's code is there, so that it replaces it with the same screen and not a spinner.
 * As a transition, React renders in slices and lets the browser answer in between (docs/benchmarks.md,
 * "The first page").
 */
const root = createRoot(document.getElementById('root')!);
void preloadFirstScreen().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

// The installable app's worker (shell/appUpdate.ts): registered once the page has loaded.
startServiceWorker();
