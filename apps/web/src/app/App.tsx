import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../shell/notify';
import { InstituteTimeZone } from '../shell/InstituteTimeZone';
import { PageTitleProvider } from '../shell/pageTitle';
import { createQueryClient } from '../shell/queryClient';
import { SessionProvider } from '../shell/session';
import { ThemeModeProvider } from '../shell/theme';
import { AppRoutes } from './AppRoutes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeModeProvider>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <InstituteTimeZone>
            <BrowserRouter>
              <PageTitleProvider>
                <SessionProvider>
                  <AppRoutes />
                </SessionProvider>
              </PageTitleProvider>
            </BrowserRouter>
          </InstituteTimeZone>
        </QueryClientProvider>
      </ToastProvider>
    </ThemeModeProvider>
  );
}
