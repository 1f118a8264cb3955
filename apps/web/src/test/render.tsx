import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PageTitleProvider } from '../shell/pageTitle';
import { createQueryClient } from '../shell/queryClient';
import { buildTheme } from '../shell/theme';
import Toaster from '../shell/Toaster';

export type Rendered = RenderResult & { user: UserEvent; queryClient: QueryClient };

/**
 * Renders a component inside the providers the app gives it (src/app/App.tsx): the light theme, the
 * app's own query client (retries off, failed reads toasted unless silent), a router at `route`, the
 * page title and the toasts (notistack), already up so a toast shows at once. `user` types and
 * clicks as a user does.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): Rendered {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={buildTheme('light')}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <PageTitleProvider>{children}</PageTitleProvider>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
  return Object.assign(render(ui, { wrapper }), { user: userEvent.setup(), queryClient });
}
