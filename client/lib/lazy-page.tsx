/**
 * Route components loaded on demand. Unlike React.lazy, a page that was preloaded renders at once
 * (no suspension), so the server can preload before rendering and the browser before hydrating.
 * `source` names the module for the asset manifest (modulepreload of its chunk).
 */
import { type ComponentType, type ReactNode, use } from 'react';

export interface LazyPage<P> {
  (props: P): ReactNode;
  source: string;
  preload(): Promise<void>;
}

export function lazyPage<P extends object>(
  source: string,
  factory: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let Component: ComponentType<P> | null = null;
  let promise: Promise<void> | null = null;
  const preload = () => {
    promise ??= factory().then((m) => {
      Component = m.default;
    });
    return promise;
  };
  function Page(props: P) {
    if (!Component) use(preload());
    const Loaded = Component!;
    return <Loaded {...props} />;
  }
  Page.source = source;
  Page.preload = preload;
  return Page as unknown as LazyPage<P>;
}
