/**
 * The server's SWR middleware answers every `useSWR` call of a server render as SWR's own hook
 * does on the server, without running the hook (whose getters kept each render's hook scopes in
 * the old generation): the same data, error and loading flags, the same suspense, the same error.
 */
import { PassThrough } from 'node:stream';
import { type ReactNode, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import useSWR, { type Key, SWRConfig, type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { serverCache, serverSwr, serverSwrScope } from './server-swr.ts';

/** A promise React reads synchronously (the data cache's answers look like this). */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

function Show({ answer }: { answer: SWRResponse }) {
  const { data, error, isLoading, isValidating, mutate } = answer;
  return (
    <pre>
      {JSON.stringify({ data, error: String(error), isLoading, isValidating, mutate: typeof mutate })}
    </pre>
  );
}

function Probe({ swrKey, options }: { swrKey: Key; options?: SWRConfiguration }) {
  return <Show answer={useSWR(swrKey, options)} />;
}

/** `useSWR(key, null)`: a hook without a fetcher. */
function ProbeWithoutFetcher({ swrKey }: { swrKey: Key }) {
  return <Show answer={useSWR(swrKey, null)} />;
}

/** The whole document once every boundary is done, and the render errors React reported. */
function render(node: ReactNode): Promise<{ html: string; errors: string[] }> {
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    const out = new PassThrough();
    let html = '';
    out.on('data', (chunk) => {
      html += chunk;
    });
    // Development builds put the error's stack in the page: where it was thrown differs.
    out.on('end', () => resolve({ html: html.replace(/ data-c?stck="[^"]*"/g, ''), errors }));
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(out),
      onShellError: reject,
      onError: (error) => {
        errors.push(error instanceof Error ? error.message : String(error));
      },
    });
  });
}

/** A tree as a server render has it: the server's scope, then the render's fallback (render-document.tsx). */
function serverTree(
  fallback: Record<string, unknown>,
  tree: ReactNode,
  scope: SWRConfiguration = serverSwrScope,
) {
  return (
    <SWRConfig value={scope}>
      <SWRConfig value={{ fallback }}>{tree}</SWRConfig>
    </SWRConfig>
  );
}

/** The same tree under SWR's own hook and under the middleware. */
async function both(fallback: Record<string, unknown>, tree: () => ReactNode) {
  const { use: _middleware, ...withoutMiddleware } = serverSwrScope;
  const own = await render(serverTree(fallback, tree(), withoutMiddleware));
  const ours = await render(serverTree(fallback, tree()));
  return { own, ours };
}

const key = '/api/products/espresso?lang=nl';
const answer = { data: { id: 1, name: 'Espresso' } };

const cases: [string, Record<string, unknown>, () => ReactNode][] = [
  ['a key with its data', { [key]: answer }, () => <Probe swrKey={key} />],
  ['a key without data', {}, () => <Probe swrKey={key} />],
  ['no key', { [key]: answer }, () => <Probe swrKey={null} />],
  ['a key function', { [key]: answer }, () => <Probe swrKey={() => key} />],
  [
    'a key function that throws',
    {},
    () => (
      <Probe
        swrKey={() => {
          throw new Error('not yet');
        }}
      />
    ),
  ],
  ['an array key', {}, () => <Probe swrKey={['/api/x', 1]} />],
  ['no fetcher', {}, () => <ProbeWithoutFetcher swrKey={key} />],
  ['keepPreviousData', { [key]: answer }, () => <Probe swrKey={key} options={{ keepPreviousData: true }} />],
  ['fallbackData', {}, () => <Probe swrKey={key} options={{ fallbackData: answer }} />],
  [
    'revalidateOnMount',
    { [key]: answer },
    () => <Probe swrKey={key} options={{ revalidateOnMount: true }} />,
  ],
  ['revalidateOnMount off', {}, () => <Probe swrKey={key} options={{ revalidateOnMount: false }} />],
  [
    'revalidateIfStale',
    { [key]: answer },
    () => <Probe swrKey={key} options={{ revalidateIfStale: true }} />,
  ],
  ['paused', {}, () => <Probe swrKey={key} options={{ isPaused: () => true }} />],
  ['falsy data', { [key]: 0 }, () => <Probe swrKey={key} />],
  ['suspense with data', { [key]: answer }, () => <Probe swrKey={key} options={{ suspense: true }} />],
  [
    'suspense with a fulfilled promise',
    { [key]: fulfilled(answer) },
    () => <Probe swrKey={key} options={{ suspense: true }} />,
  ],
  [
    'suspense with a promise still on its way',
    { [key]: new Promise((resolve) => setTimeout(() => resolve(answer), 5)) },
    () => (
      <Suspense fallback={<p>loading</p>}>
        <Probe swrKey={key} options={{ suspense: true }} />
      </Suspense>
    ),
  ],
  [
    'suspense and revalidateIfStale',
    { [key]: answer },
    () => <Probe swrKey={key} options={{ suspense: true, revalidateIfStale: true }} />,
  ],
  [
    'suspense without data',
    {},
    () => (
      <Suspense fallback={<p>loading</p>}>
        <Probe swrKey={key} options={{ suspense: true }} />
      </Suspense>
    ),
  ],
];

describe('serverSwr', () => {
  it.each(cases)('answers as SWR does on the server: %s', async (_name, fallback, tree) => {
    const { own, ours } = await both(fallback, tree);
    expect(ours).toEqual(own);
  });

  it('renders the data and flags it was given', async () => {
    const { ours } = await both({ [key]: answer }, () => <Probe swrKey={key} />);
    expect(ours.html).toContain('&quot;name&quot;:&quot;Espresso&quot;');
    expect(ours.html).toContain('&quot;isLoading&quot;:false');
    expect(ours.errors).toEqual([]);
  });

  it('answers with a plain object: no getters, whose accessor pairs V8 keeps in the old generation', async () => {
    let seen: object | undefined;
    function Capture() {
      seen = useSWR(key);
      return null;
    }
    await render(serverTree({ [key]: answer }, <Capture />));
    for (const field of ['data', 'error', 'isLoading', 'isValidating', 'mutate'])
      expect(Object.getOwnPropertyDescriptor(seen, field)).toHaveProperty('value');
    expect((seen as { data: unknown }).data).toBe(answer);
  });

  it('is the only middleware of the server configuration, which closes over nothing of a render', () => {
    expect(serverSwrScope.use).toEqual([serverSwr]);
    expect(serverSwrScope.provider?.(new Map())).toBe(serverCache);
    expect(() => (serverSwrScope.fetcher as () => unknown)()).toThrow(/never fetches/);
    expect(Object.keys(serverSwrScope)).not.toContain('fallback');
  });

  it("gives a render the shared cache, SWR's mutate bound to it and the render's own fallback", async () => {
    let seen: ReturnType<typeof useSWRConfig> | undefined;
    function Capture() {
      seen = useSWRConfig();
      return null;
    }
    const fallback = { [key]: answer };
    await render(serverTree(fallback, <Capture />));
    expect(seen?.cache).toBe(serverCache);
    expect(seen?.fallback).toBe(fallback);
    expect(seen?.use).toEqual([serverSwr]);
    const first = seen?.mutate;
    await render(serverTree({}, <Capture />));
    // One registration of the cache for every render: the same bound mutate each time.
    expect(seen?.mutate).toBe(first);
  });

  it('shares one cache between renders that never stores: a mutate in one render reaches no other', async () => {
    const key = '/api/customer?lang=nl';
    function Mutating() {
      const { data, mutate } = useSWR(key);
      void mutate({ name: 'first visitor' }, { revalidate: false });
      return <pre>{JSON.stringify(data)}</pre>;
    }
    const first = await render(serverTree({ [key]: { name: 'first visitor' } }, <Mutating />));
    expect(first.html).toContain('first visitor');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(serverCache.get(key)).toBeUndefined();
    expect([...serverCache.keys()]).toEqual([]);
    const second = await render(serverTree({}, <Probe swrKey={key} />));
    expect(second.html).not.toContain('first visitor');
    expect(second.html).toContain('&quot;isLoading&quot;:true');
  });
});
