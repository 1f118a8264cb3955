import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has a network (docs/rules.md, "The installed app and offline"), as it says
 * itself: `navigator.onLine` and its online and offline events.
 */
const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** True while the browser knows it has no network. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Renders again when the network comes or goes; online while rendered ahead of time. */
export const useOffline = (): boolean => useSyncExternalStore(subscribe, isOffline, () => false);
