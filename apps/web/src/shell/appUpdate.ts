import { useSyncExternalStore } from 'react';

/**
 * The service worker's side in the page (docs/rules.md, "The installed app and offline"): it
 * registers the worker (src/sw.ts) once the page has loaded, asks the server for a new build every
 * hour besides each visit, and when one is installed says so (UpdatePrompt) without taking over.
 * The new build takes over, and the page reloads, only when the user presses Reload: never
 * in the middle of what they are typing.
 */

const HOUR = 60 * 60 * 1000;

let ready = false;
/** The user pressed Reload in this tab. */
let accepted = false;
/** The new build has taken over already (Reload pressed in another tab). */
let active = false;
let takeOver: (() => Promise<void>) | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Registers the worker; a browser without service workers runs the app as before. */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    takeOver = registerSW({
      onNeedRefresh: () => {
        ready = true;
        changed();
      },
      // The new build controls this page now; it reloads only if this tab's user asked for it.
      onNeedReload: () => {
        active = true;
        if (accepted) window.location.reload();
      },
      onRegisteredSW: (_url, registration) => {
        if (registration) setInterval(() => void registration.update().catch(() => undefined), HOUR);
      },
    });
  });
}

/** The user's word: the waiting build takes over and the page reloads with it. */
export function reloadIntoUpdate(): void {
  accepted = true;
  if (active || !takeOver) window.location.reload();
  else void takeOver();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a new build is installed and waits for the user's word. */
export const useUpdateReady = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
