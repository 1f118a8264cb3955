import { useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../shell/notify';
import { InstituteTimeZone } from '../shell/InstituteTimeZone';
import { PageTitleProvider } from '../shell/pageTitle';
import { createQueryClient } from '../shell/queryClient';
import { SessionProvider } from '../shell/session';
import { ThemeModeProvider } from '../shell/theme';
import { UpdatePrompt } from '../shell/UpdatePrompt';
import { AppRoutes } from './AppRoutes';

/**
 * The whole app; the build's first paint renders it ahead of time with a router of its own. In the
 * browser it gets the query client holding the kept answers (main.tsx).
 */
export function App({
  Router = BrowserRouter,
  client,
}: {
  Router?: ComponentType<{ children: ReactNode }>;
  client?: QueryClient;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <ThemeModeProvider>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <InstituteTimeZone>
            <Router>
              <PageTitleProvider>
                <SessionProvider>
                  <AppRoutes />
                </SessionProvider>
              </PageTitleProvider>
            </Router>
          </InstituteTimeZone>
        </QueryClientProvider>
        <UpdatePrompt />
      </ToastProvider>
    </ThemeModeProvider>
  );
}
