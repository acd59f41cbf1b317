/**
 * The page's overlays: the parts drawn over the page that need no server HTML and no code before
 * interaction (decision 012): loading bar, scroll-to-top, offline status, consent dialog and chat.
 * One island, loaded when the visitor first interacts with the page or the browser is idle. Each
 * part is its own chunk (React.lazy), so they come only when wanted and never with the page's first load (spec 1, issue 7).
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ScrollToTop = lazy(() => import('./overlays/scroll-to-top.tsx'));
const ProgressBar = lazy(() => import('./overlays/progress-bar.tsx'));
const OfflineStatus = lazy(() => import('./overlays/offline-status.tsx'));
const ConsentHost = lazy(() => import('../features/consent/consent-host.tsx'));
const ChatWidget = lazy(() => import('../features/chat/chat-widget.tsx'));

export function Overlays() {
  // Browser only: the server and the hydrating render draw nothing, so nothing has to match.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ProgressBar />
      <ScrollToTop />
      <OfflineStatus />
      <ConsentHost />
      <ChatWidget />
    </Suspense>
  );
}
