import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig } from '@banca/shared-auth';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { documentTitle } from './layout/components/Brand';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
    document.title = documentTitle();
    root.render(<App />);
  } catch {
    root.render(<StartupError />);
  }
}

void start();
