/**
 * antd's context of the page: the theme, the Spanish locale and the message/modal holders (antd's
 * `App`). The only module of shared-auth that imports antd, loaded on demand (`./providers`), so a
 * page that uses only the store, the HTTP client or the sign-in (the login page) never loads antd.
 */
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactNode } from 'react';
import { theme } from './theme';

export default function AntdContext({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
