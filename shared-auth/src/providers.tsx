/**
 * The providers every app renders under: one QueryClient, antd in Spanish, dayjs in Spanish.
 * The host renders them once; a remote running on its own renders them itself.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { toApiError } from './errors';

dayjs.locale('es');

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change by asking again
        retry: (failures, error) => failures < 2 && toApiError(error).status === 0,
      },
    },
  });
}

export const theme = {
  token: {
    colorPrimary: '#0f6e56',
    // antd derives a greyish highlight from this green; selected and unread rows need a green tint
    colorPrimaryBg: '#e7f1ee',
    colorPrimaryBgHover: '#d3e6e0',
    colorLink: '#0f6e56',
    borderRadius: 8,
    fontFamily: "'Inter', 'Segoe UI', system-ui, sans-serif",
  },
};

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={esES} theme={theme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
