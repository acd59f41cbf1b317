import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLifecycle, health } from '../lifecycle.ts';

describe('health', () => {
  it('answers liveness with 200 always and readiness with 200 until shutdown starts, then 503', async () => {
    const lifecycle = createLifecycle();
    const app = express();
    app.use(health(lifecycle));
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/readyz')).status).toBe(200);
    lifecycle.draining = true;
    expect((await request(app).get('/readyz')).status).toBe(503);
    expect((await request(app).get('/healthz')).status).toBe(200);
  });
});
