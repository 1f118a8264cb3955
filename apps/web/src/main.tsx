import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstScreen } from './app/AppRoutes';
import { startServiceWorker } from './shell/appUpdate';
import { restoreKept } from './shell/keptAnswers';
import { createQueryClient } from './shell/queryClient';
import { knowCurrentUser } from './shell/session';

/*
 * index.html already shows the first screen (build/firstPaint.ts); the app's first render replaces
 * it once the screen's code is there, so that it replaces it with the same screen and not a spinner.
 * As a transition, React renders in slices and lets the browser answer in between (docs/benchmarks.md,
 * "The first page"). A signed-in browser's kept answers are read meanwhile, so that the first render
 * shows them (docs/rules.md, "The installed app and offline"), and without them who is signed in.
 */
const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();
void Promise.all([preloadFirstScreen(), restoreKept(queryClient).then(() => knowCurrentUser(queryClient))]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App client={queryClient} />
      </StrictMode>,
    ),
  ),
);

// The installable app's worker (shell/appUpdate.ts): registered once the page has loaded.
startServiceWorker();
