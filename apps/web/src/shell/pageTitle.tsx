import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The page heading lives in the top bar (docs/rules.md, "Areas and screens") and is the page's only h1.
 * Each page names itself with usePageTitle; the top bar reads it here.
 */

const APP_NAME = 'College Portal';

interface PageTitleValue {
  title: string;
  setTitle: (title: string) => void;
}

const PageTitleContext = createContext<PageTitleValue>({ title: APP_NAME, setTitle: () => {} });

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState(APP_NAME);
  return <PageTitleContext.Provider value={{ title, setTitle }}>{children}</PageTitleContext.Provider>;
}

export const usePageTitleText = (): string => useContext(PageTitleContext).title;

/** Names the current page: the top bar heading and the browser tab follow. */
export function usePageTitle(title: string): void {
  const { setTitle } = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    document.title = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title, setTitle]);
}
