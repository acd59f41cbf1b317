/**
 * Where toasts and the message dialog appear: nothing until the first one, then the Toaster's code
 * loads (it is not part of the first load; toasts only follow something the visitor did).
 */
import { lazy, Suspense } from 'react';
import { useSnapshot } from '#valtio';
import { useApp } from '../lib/app-context.tsx';

const Toaster = lazy(() => import('./toaster.tsx'));

export function ToastHost() {
  const { stores } = useApp();
  const { items, dialog } = useSnapshot(stores.toasts);
  if (!items.length && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
