/**
 * The offline status (spec 4: offline status is tracked): follows navigator.onLine and the online
 * and offline events. Offline, a small notice shows at the bottom of the window (role=status, so
 * screen readers hear it) and <html> carries `data-offline`; back online, both go.
 */
import { use, useEffect, useState } from 'react';
import { loadSection } from '../../../shared/i18n/index.ts';
import { useApp } from '../../lib/app-context.tsx';

const texts = loadSection('overlays');

export default function OfflineStatus() {
  use(texts);
  const { t } = useApp();
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );

  useEffect(() => {
    const update = () => setOffline(navigator.onLine === false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-offline', offline);
    return () => document.documentElement.removeAttribute('data-offline');
  }, [offline]);

  // The live region stays in the page, so the change is announced; only its text comes and goes.
  return (
    <div
      className="offline-status"
      role="status"
      data-testid="offline-status"
      data-offline={offline || undefined}
    >
      {offline ? <p className="offline-status-text">{t('overlays.offline')}</p> : null}
    </div>
  );
}
