/**
 * Mounted on every page as an island (client/layout/layout-islands.ts): while mounted it tells the header
 * that a dealer locator panel is there (`dealerLocatorReady`, so the find-a-dealer menu item opens
 * it instead of navigating), and when `dealerLocatorOpen` turns true it loads the overlay, its texts
 * and (when it shows) the map. The server renders nothing here; nothing of the locator loads until
 * the visitor opens it.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { useSnapshot } from '#valtio';
import { loadSection } from '../../../shared/i18n/index.ts';
import { useApp } from '../../lib/app-context.tsx';
import { showErrorToast } from '../../lib/toasts.ts';

let overlay: Promise<ComponentType> | undefined;
const loadOverlay = () => {
  overlay ??= Promise.all([import('./locator-overlay.tsx'), loadSection('locator')]).then(
    ([m]) => m.LocatorOverlay,
  );
  overlay.catch(() => {
    overlay = undefined;
  });
  return overlay;
};

export function DealerLocatorLauncher() {
  const { stores, t } = useApp();
  const { dealerLocatorOpen } = useSnapshot(stores.ui);
  const [Overlay, setOverlay] = useState<ComponentType | null>(null);

  useEffect(() => {
    stores.ui.dealerLocatorReady = true;
    // Visible to the browser journeys, as <html data-hydrated> is.
    document.documentElement.dataset.dealerLocator = 'ready';
    return () => {
      stores.ui.dealerLocatorReady = false;
      delete document.documentElement.dataset.dealerLocator;
    };
  }, [stores]);

  useEffect(() => {
    if (!dealerLocatorOpen || Overlay) return;
    let cancelled = false;
    loadOverlay()
      .then((loaded) => {
        if (!cancelled) setOverlay(() => loaded);
      })
      .catch((error: unknown) => {
        stores.ui.dealerLocatorOpen = false;
        void showErrorToast(stores.toasts, t, error);
      });
    return () => {
      cancelled = true;
    };
  }, [dealerLocatorOpen, Overlay, stores, t]);

  return dealerLocatorOpen && Overlay ? <Overlay /> : null;
}
