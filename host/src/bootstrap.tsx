import { registerRemotes } from '@module-federation/enhanced/runtime';
import { AntdProviders, loadRuntimeConfig } from '@banca/shared-auth';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { documentTitle } from './layout/components/Brand';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
    document.title = documentTitle();
    root.render(<App />);
  } catch {
    // antd is loaded only when the start fails (the login page does not load it otherwise).
    const { StartupError } = await import('./app/StartupError');
    root.render(
      <AntdProviders>
        <StartupError />
      </AntdProviders>,
    );
  }
}

void start();
