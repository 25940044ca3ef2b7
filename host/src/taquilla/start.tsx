import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, type RuntimeConfig, setRuntimeConfig } from '@banca/shared-auth';
import { createRoot } from 'react-dom/client';
import { earlyConfig, earlyManifestPlugin } from '../boot/early';
import { TerminalApp, terminalQueryClient, TerminalUnavailable } from './TerminalApp';
import { prepareTerminal } from './TerminalRoutes';

/** Starts the booth terminal at /taquilla: the configuration, the remotes, its page's files, then the first render. */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await earlyConfig();
    setRuntimeConfig(config as Partial<RuntimeConfig>);
    registerPlugins([earlyManifestPlugin()]);
    registerRemotes(Object.entries(getRuntimeConfig().remotes).map(([name, entry]) => ({ name, entry })));
    prepareTerminal(terminalQueryClient, window.location.pathname);
    root.render(<TerminalApp />);
  } catch {
    root.render(<TerminalUnavailable reason="No se pudo leer la configuración del servidor." onRetry={() => window.location.reload()} />);
  }
}

void start();
