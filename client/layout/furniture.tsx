/**
 * Page furniture that needs no server HTML and no code before interaction (decision 012): one
 * island, loaded when the visitor first interacts with the page or the browser is idle. Each part
 * is its own chunk (React.lazy), so the consent dialog, the chat widget and the small furniture
 * come only when wanted and never with the page's first load (spec 1, issue 7).
 */
import '../first-load.ts';
import { lazy, Suspense, useEffect, useState } from 'react';

const ScrollToTop = lazy(() => import('./furniture/scroll-to-top.tsx'));
const ProgressBar = lazy(() => import('./furniture/progress-bar.tsx'));
const OfflineStatus = lazy(() => import('./furniture/offline-status.tsx'));
const ConsentHost = lazy(() => import('../features/consent/consent-host.tsx'));
const ChatWidget = lazy(() => import('../features/chat/chat-widget.tsx'));

export function Furniture() {
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
