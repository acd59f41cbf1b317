import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { failingSteps } from '../test-support.ts';
import { series } from './series.ts';

/** An app whose one layer is `series(...steps)`, then a 404 and an error handler that name what reached them. */
function appWith(...steps: RequestHandler[]) {
  const app = express();
  app.use(series(...steps));
  app.use((_req, res) => void res.status(404).send('after'));
  const onError: ErrorRequestHandler = (err, _req, res, _next) =>
    void res.status(500).send(`error: ${err instanceof Error ? err.message : String(err)}`);
  app.use(onError);
  return app;
}

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.append('X-Steps', name);
    next();
  };

describe('series', () => {
  it('runs the steps in order, then what follows the layer', async () => {
    const res = await request(appWith(mark('a'), mark('b'), mark('c'))).get('/x');
    expect(res.status).toBe(404);
    expect(res.text).toBe('after');
    expect(res.headers['x-steps']).toBe('a, b, c');
  });

  it('stops where a step answers', async () => {
    const answer: RequestHandler = (_req, res) => void res.send('answered');
    const res = await request(appWith(mark('a'), answer, mark('never'))).get('/x');
    expect(res.text).toBe('answered');
    expect(res.headers['x-steps']).toBe('a');
  });

  it('sends next(err), a throw and a rejected promise to the error handlers, skipping the rest', async () => {
    for (const [step, message] of failingSteps) {
      const res = await request(appWith(mark('a'), step, mark('never'))).get('/x');
      expect(res.status).toBe(500);
      expect(res.text).toBe(`error: ${message}`);
      expect(res.headers['x-steps']).toBe('a');
    }
  });

  it("moves on after next('route') as Express does for a use step", async () => {
    const route: RequestHandler = (_req, _res, next) => next('route');
    const res = await request(appWith(route, mark('b'))).get('/x');
    expect(res.status).toBe(404);
    expect(res.headers['x-steps']).toBe('b');
  });

  it('runs async steps that call next later', async () => {
    const later: RequestHandler = (_req, _res, next) => void setTimeout(next, 5);
    const res = await request(appWith(later, mark('b'))).get('/x');
    expect(res.headers['x-steps']).toBe('b');
  });
});
