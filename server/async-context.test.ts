/**
 * The keep-alive timer Node arms as a response finishes must not hold the AsyncLocalStorage store
 * that was active then (React's render): after the response, the render is garbage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle.ts';
import { inRootContext, requestContext } from './middleware/request-context.ts';
import { captureLogger } from './test-support.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const render = new AsyncLocalStorage<{ html: string }>();
const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server whose response ends inside a store (as React's does); answers a WeakRef to the store. */
async function serverEndingInsideAStore(withContext: boolean) {
  const refs: WeakRef<object>[] = [];
  const app = express();
  if (withContext) app.use(requestContext({ logger: captureLogger().logger, lifecycle: createLifecycle() }));
  app.use((_req, res) => {
    // Node's Date header cache arms a timer (under a second) in the context of the response that
    // refills it: left out here, this test is about the keep-alive timer.
    res.sendDate = false;
    const store = { html: 'x'.repeat(100_000) };
    refs.push(new WeakRef(store));
    render.run(store, () => setImmediate(() => res.end('ok')));
  });
  const server = http.createServer(app);
  server.keepAliveTimeout = 60_000;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, refs };
}

/** One GET on a keep-alive connection that stays open afterwards. */
async function getKeepingTheConnection(port: number, agent: http.Agent) {
  await new Promise<void>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
      .on('error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('async context', () => {
  it('inRootContext runs outside every store', () => {
    render.run({ html: 'a' }, () => {
      expect(render.getStore()).toEqual({ html: 'a' });
      expect(inRootContext(() => render.getStore())).toBeUndefined();
    });
  });

  it('an idle keep-alive connection does not hold the store its last response ended in', async () => {
    const { port, refs } = await serverEndingInsideAStore(true);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await getKeepingTheConnection(port, agent);
    gc();
    expect(refs).toHaveLength(1);
    expect(refs[0]!.deref()).toBeUndefined();
    agent.destroy();
  });

  it('(control: without the re-arm, Node 24 keeps it until the keep-alive timeout)', async () => {
    const { port, refs } = await serverEndingInsideAStore(false);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await getKeepingTheConnection(port, agent);
    gc();
    expect(refs[0]!.deref()).toBeDefined();
    agent.destroy();
  });
});
