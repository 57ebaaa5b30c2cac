import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
import { i18n } from '../lib/i18n.ts';
import { SessionDataReset } from '../lib/session/session-data-reset.tsx';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything the routes need above the router: data cache (dropped when the caller changes) and
 * Swedish texts and formats.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionDataReset />
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale="sv-SE">{children}</I18nProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
