/**
 * A lazily loaded component that can be loaded ahead of its first render. React.lazy suspends on
 * its first render even when the chunk is already there (the import's promise settles a task
 * later), and React then holds the content back until its fallback has been shown for 300 ms
 * (Suspense's fallback throttle): on a first screen, a third of a second of "Cargando…" for
 * nothing. Once `preload()` has settled, the component renders the module directly, without
 * suspending.
 */
import { type ComponentType, lazy } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Not kept: the next render (the error boundary's retry) asks again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at module level, as React.lazy makes its component
  function PreloadableComponent(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
