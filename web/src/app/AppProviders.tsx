import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QUERY_DEFAULTS } from '@outreach/shared/constants/account';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrFetcher } from '../modules/api/apiClient.ts';
import { SessionProvider } from '../modules/session/components/SessionProvider.tsx';
import { ToastProvider } from '../modules/toast/components/ToastProvider.tsx';
import { theme } from './theme.ts';

// Spec 1 §9 query defaults: no retry, no refetch on focus or reconnect.
const swrConfig = {
  fetcher: swrFetcher,
  shouldRetryOnError: QUERY_DEFAULTS.retry,
  revalidateOnFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
  revalidateOnReconnect: QUERY_DEFAULTS.refetchOnReconnect,
} as const;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        <SessionProvider>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
