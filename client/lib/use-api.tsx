/**
 * Reading API data in components. Every read names its SWR key from shared/api-keys.ts; on the
 * server the key's value is already in the fallback, in the browser SWR fetches it through /api.
 */
import { Component, type ReactNode, Suspense } from 'react';
import useSWR from 'swr';
import type { ApiKey } from '../../shared/api-keys.ts';
import { DeferredData, isDeferredFailure } from './ssr-data.tsx';

/** Route and shell data: suspends until the key has data (the server awaited it before the first byte). */
export function useApi<T>(key: ApiKey): T {
  const { data } = useSWR<T>(key, { suspense: true });
  return data as T;
}

/** Data that may be absent (for example the customer when nobody is logged in); never suspends. */
export function useOptionalApi<T>(key: ApiKey | null): T | undefined {
  const { data } = useSWR<T>(key);
  return data;
}

interface DeferredProps<T> {
  dataKey: ApiKey;
  loading: ReactNode;
  failed: ReactNode;
  children: (data: T) => ReactNode;
}

function DeferredContent<T>({ dataKey, failed, children }: Omit<DeferredProps<T>, 'loading'>) {
  const { data } = useSWR<T>(dataKey, { suspense: true });
  return (
    <>
      {isDeferredFailure(data) ? failed : children(data as T)}
      <DeferredData dataKey={dataKey} value={data} />
    </>
  );
}

class SectionBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/**
 * A section whose data streams in after the shell: its own Suspense boundary, its own fallback
 * when the data failed (on the server or in the browser); the page stays 200.
 */
export function Deferred<T>({ dataKey, loading, failed, children }: DeferredProps<T>) {
  return (
    <SectionBoundary failed={failed}>
      <Suspense fallback={loading}>
        <DeferredContent<T> dataKey={dataKey} failed={failed}>
          {children}
        </DeferredContent>
      </Suspense>
    </SectionBoundary>
  );
}
