/**
 * Route components loaded on demand. Unlike React.lazy, a page that was preloaded renders at once
 * (no suspension), so the server can preload before rendering and the browser before hydrating.
 * `source` names the module for the asset manifest (modulepreload of its chunk): `home/home-page` is
 * `client/routes/home/home-page.tsx` (short, as the browser carries every page's name).
 */

import { type ComponentType, type ReactNode, use } from 'react';
import { loadSection } from '../../shared/i18n/index.ts';
import type { LazySection } from '../../shared/i18n/sections/index.ts';
import { chunkFailed } from './chunk-reload.ts';

export interface LazyPage<P> {
  (props: P): ReactNode;
  /** `home/home-page`: the module `client/routes/home/home-page.tsx`. */
  source: string;
  /** Lazy dictionary sections loaded with the page (the server modulepreloads them too). */
  sections: readonly LazySection[];
  preload(): Promise<void>;
}

export function lazyPage<P extends object>(
  source: string,
  factory: () => Promise<{ default: ComponentType<P> }>,
  sections: readonly LazySection[] = [],
): LazyPage<P> {
  let Component: ComponentType<P> | null = null;
  let promise: Promise<void> | null = null;
  const preload = () => {
    promise ??= Promise.all([factory(), ...sections.map(loadSection)])
      .catch(chunkFailed)
      .then(([m]) => {
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
  Page.sections = sections;
  Page.preload = preload;
  return Page as unknown as LazyPage<P>;
}
