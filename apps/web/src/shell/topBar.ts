/**
 * Where toasts show (docs/rules.md, "Areas and screens"): over the top bar, between its buttons,
 * which is the one strip of every page that holds no control there. A toast longer than the bar
 * is tall moves the page down by what it overflows, so it covers nothing there either.
 */

/** The top bar's element id. */
export const TOP_BAR_ID = 'top-bar';

/** The CSS variable holding how far the toasts reach below the top bar, in px. */
export const TOAST_OVERFLOW = '--toast-overflow';

/** Sets TOAST_OVERFLOW from the toasts now on screen (none: 0). */
export function measureToastOverflow(): void {
  const bar = document.getElementById(TOP_BAR_ID)?.getBoundingClientRect();
  const bottoms = [...document.querySelectorAll('.notistack-SnackbarContainer .notistack-MuiContent')].map(
    (toast) => toast.getBoundingClientRect().bottom,
  );
  const overflow = bar && bottoms.length > 0 ? Math.max(0, Math.ceil(Math.max(...bottoms) - bar.bottom)) : 0;
  document.documentElement.style.setProperty(TOAST_OVERFLOW, `${overflow}px`);
}
