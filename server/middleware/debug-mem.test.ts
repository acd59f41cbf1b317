import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { debugMem } from './debug-mem.ts';

const app = (handler: express.RequestHandler | null) => {
  const a = express();
  if (handler) a.use(handler);
  a.use((_req, res) => res.status(404).send('page'));
  return a;
};

describe('/__debug/mem (load bench only)', () => {
  it('does not exist without LOAD_TEST=1', async () => {
    expect(debugMem({})).toBeNull();
    expect((await request(app(debugMem({}))).get('/__debug/mem')).status).toBe(404);
  });

  it('answers heap after GC, RSS, descriptors, handles and event-loop delay with LOAD_TEST=1', async () => {
    const res = await request(app(debugMem({ LOAD_TEST: '1' }))).get('/__debug/mem?reset=1');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.heapUsed).toBeGreaterThan(0);
    expect(res.body.rss).toBeGreaterThan(res.body.heapUsed / 2);
    expect(res.body.fds).toBeGreaterThan(0);
    expect(typeof res.body.resources).toBe('object');
    expect(res.body.eventLoop).toHaveProperty('p99');
  });
});
