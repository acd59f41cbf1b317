/**
 * The map beside the dealer list: an enhancement. Its code (Leaflet, the basemap) loads the first
 * time a map shows, after hydration, and never with the page's first load; without JavaScript the
 * list is all there is. A failed load goes through the generic error helper (spec 8).
 */
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../lib/app-context.tsx';
import { showErrorToast } from '../../lib/toasts.ts';
import type { DealerMap as Controller, DealerMapState } from './map/leaflet-map.ts';

export function DealerMap({ state, onSelect }: { state: DealerMapState; onSelect: (id: number) => void }) {
  const { t, stores, mapTiles, locale } = useApp();
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<Controller | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    const failed = (error: unknown) => {
      if (cancelled) return;
      void showErrorToast(stores.toasts, t, error);
    };
    import('./map/leaflet-map.ts')
      .then(({ createDealerMap }) =>
        createDealerMap(container.current as HTMLElement, {
          tiles: mapTiles,
          locale,
          onSelect: (id) => select.current(id),
          onError: failed,
        }),
      )
      .then((made) => {
        if (cancelled) return made.destroy();
        controller.current = made;
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setStatus('failed');
        failed(error);
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
    };
  }, [stores, t, mapTiles, locale]);

  useEffect(() => {
    if (status === 'ready') controller.current?.update(state);
  }, [status, state]);

  return (
    <section
      className="dealer-map"
      aria-label={t('locator.map')}
      data-status={status}
      data-testid="dealer-map"
    >
      <div ref={container} className="dealer-map-canvas" />
      <noscript>
        <p className="dealer-map-note">{t('locator.map_noscript')}</p>
      </noscript>
      {status === 'loading' ? (
        <p className="dealer-map-note" role="status">
          {t('locator.map_loading')}
        </p>
      ) : status === 'failed' ? (
        <p className="dealer-map-note">{t('locator.map_failed')}</p>
      ) : null}
    </section>
  );
}
