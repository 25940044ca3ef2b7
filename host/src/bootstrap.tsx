import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { AntdProviders, getRuntimeConfig, type RuntimeConfig, setRuntimeConfig } from '@banca/shared-auth';
import { createRoot } from 'react-dom/client';
import { App, loadFirstScreen } from './app/App';
import { earlyConfig, earlyManifestPlugin } from './boot/early';
import { documentTitle } from './layout/components/Brand';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    // Asked for by the entry script already (boot/early.ts), in parallel with this chunk; the first
    // screen's chunk (preloaded by the page) at the same time, so it renders without suspending.
    const [config] = await Promise.all([earlyConfig(), loadFirstScreen(window.location.pathname)]);
    setRuntimeConfig(config as Partial<RuntimeConfig>);
    registerPlugins([earlyManifestPlugin()]);
    registerRemotes(Object.entries(getRuntimeConfig().remotes).map(([name, entry]) => ({ name, entry })));
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
