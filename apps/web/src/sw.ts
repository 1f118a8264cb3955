import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/*
 * The portal's service worker (docs/choices.md, "The installed app and offline"), built by
 * vite-plugin-pwa, which writes the build's file list into __WB_MANIFEST.
 *
 * - The app's code and shell (the hashed scripts and styles, index.html, the icons) are precached
 *   at install and served from the cache: the app starts without the network.
 * - A page address (a navigation) goes to the server first, so the page always comes with the
 *   server's current headers (its content security policy follows the configuration); only when
 *   the network fails is the precached index.html served, and the app shows what it can offline.
 * - Nothing else is handled: every /api call, uploaded file and download goes to the network as
 *   if there were no worker, and no answer of the server is ever kept. A phone shared by two users
 *   never shows one the other's data from a cache.
 * - A new build's worker waits until the page asks it to take over (shell/appUpdate.ts), which it
 *   does only when the user presses Reload.
 */

declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  skipWaiting(): Promise<void>;
};

/** The addresses the server answers itself, never the app's page. */
const SERVER_PATHS = /^\/(api|uploads)(\/|$)/;

// First, so that a page address ('/' among them) never comes from the precache while online.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [SERVER_PATHS] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
