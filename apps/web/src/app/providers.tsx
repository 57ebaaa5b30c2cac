import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { FirstCommitMarker } from './first-paint/first-commit.ts';
import { SessionDataReset } from '../lib/session/session-data-reset.tsx';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything the routes need above the router: data cache (dropped when the caller changes) and
 * Swedish formats. The texts need no provider: lib/i18n.ts.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionDataReset />
      <I18nProvider locale="sv-SE">{children}</I18nProvider>
      <FirstCommitMarker />
    </QueryClientProvider>
  );
}
