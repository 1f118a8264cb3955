import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Where the keyboard goes when what it was on goes away (docs/rules.md, "Areas and screens"): to the
 * page's heading after a change of page, and whenever the focused element leaves the page (a row
 * deleted, a card decided, the link just followed) rather than to the document's body, where the
 * next Tab would start again from the top. Lists that can say which item comes next focus it
 * themselves (the approver's cards).
 */

/** The page heading's element id: the top bar's h1. */
export const PAGE_HEADING_ID = 'page-heading';
/** The main landmark's id, which the skip link leads to. */
export const MAIN_ID = 'main-content';

/** Puts the keyboard on the page's heading. */
export function focusPageHeading(): void {
  document.getElementById(PAGE_HEADING_ID)?.focus({ preventScroll: true });
}

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/** Keeps the keyboard on the page across changes of page and elements that go away. Used once, by the layout. */
export function usePageFocus(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // A new page: its heading, unless the page put the focus on something of its own (a field).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById(MAIN_ID);
    const active = document.activeElement;
    if (main && active && active !== main && main.contains(active)) return;
    focusPageHeading();
  }, [pathname]);

  // The focused element left the document: its page's heading instead of the body.
  useEffect(() => {
    let last: Element | null = null;
    const remember = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      if (last && !last.isConnected && focusIsLost()) {
        last = null;
        focusPageHeading();
      }
    });
    document.addEventListener('focusin', remember);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', remember);
      observer.disconnect();
    };
  }, []);
}
