import { useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../shell/notify';
import { InstituteTimeZone } from '../shell/InstituteTimeZone';
import { PageTitleProvider } from '../shell/pageTitle';
import { createQueryClient } from '../shell/queryClient';
import { SessionProvider } from '../shell/session';
import { ThemeModeProvider } from '../shell/theme';
import { UpdatePrompt } from '../shell/UpdatePrompt';
import { AppRoutes } from './AppRoutes';

/** The whole app; the build's first paint renders it ahead of time with a router of its own. */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  const [queryClient] = useState(createQueryClient);
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
