import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { leanHandle, leanServerClasses } from './lean-handle.ts';
import { createHttpServer } from './lifecycle.ts';
import { series } from './middleware/series.ts';
import { failingSteps, listen, type RunningServer } from './test-support.ts';

/** An app run by leanHandle: `steps`, a 404 naming the path, an error handler naming the error. */
function appWith(steps: RequestHandler[], onError?: ErrorRequestHandler) {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');
  leanHandle(app, {
    steps: series(...steps),
    notFound: (req, res) => void res.status(404).json({ missing: req.originalUrl }),
    onError:
      onError ??
      ((err, _req, res, _next) =>
        void res.status(500).send(`error: ${err instanceof Error ? err.message : err}`)),
  });
  return app;
}

/** What the steps see of Express's helpers and settings. */
const echo: RequestHandler = (req, res) => {
  res.locals.seen = true;
  res.status(200).json({
    ip: req.ip,
    host: req.get('host'),
    query: req.query,
    path: req.path,
    originalUrl: req.originalUrl,
    baseUrl: req.baseUrl,
    secure: req.secure,
    locals: Object.keys(res.locals),
    ownProtoIsExpress: Object.getPrototypeOf(req) === express.request,
    // LeanRequest when the server made it and no prototype was set on it per request.
    constructor: req.constructor.name,
  });
};

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('leanHandle', () => {
  it('runs the steps with Express helpers and settings on a server made with its classes', async () => {
    const app = appWith([echo]);
    const classes = leanServerClasses(app);
    expect(classes?.IncomingMessage).toBeDefined();
    running = await listen(createHttpServer(app, { classes }));
    const res = await fetch(`${running.url}/a/b?x=1&x=2&y[z]=3`, {
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' },
    });
    expect(await res.json()).toEqual({
      ip: '203.0.113.9', // trust proxy (loopback) read from the app's settings
      host: new URL(running.url).host,
      query: { x: ['1', '2'], 'y[z]': '3' }, // the 'simple' query parser: no nested objects
      path: '/a/b',
      originalUrl: '/a/b?x=1&x=2&y[z]=3',
      baseUrl: '',
      secure: true,
      locals: ['seen'],
      ownProtoIsExpress: false,
      constructor: 'LeanRequest',
    });
  });

  it('sets Express prototypes per request on any other server (supertest)', async () => {
    const res = await request(appWith([echo])).get('/p?q=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      path: '/p',
      query: { q: '1' },
      ownProtoIsExpress: false,
      constructor: 'IncomingMessage',
    });
  });

  it('answers 404 from the not-found step when no step answered', async () => {
    const pass: RequestHandler = (_req, _res, next) => next();
    const res = await request(appWith([pass, pass])).get('/nothing?here=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ missing: '/nothing?here=1' });
  });

  it('sends next(err), a throw and a rejected promise to the error handler', async () => {
    for (const [step, message] of failingSteps) {
      const res = await request(appWith([step])).get('/x');
      expect(res.status).toBe(500);
      expect(res.text).toBe(`error: ${message}`);
    }
  });

  it('answers a plain 500 when the error handler itself fails, and destroys a started response', async () => {
    const boom: RequestHandler = () => {
      throw new Error('first');
    };
    const brokenHandler: ErrorRequestHandler = async () => {
      throw new Error('handler broke');
    };
    const res = await request(appWith([boom], brokenHandler)).get('/x');
    expect(res.status).toBe(500);
    expect(res.text).toBe('Internal Server Error');
    expect(res.text).not.toContain('handler broke');

    const started: RequestHandler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('partial');
      throw new Error('after the headers');
    };
    const throwsToo: ErrorRequestHandler = (err) => {
      throw err;
    };
    running = await listen(appWith([started], throwsToo));
    const failed = await fetch(`${running.url}/x`).then(
      (r) => r.text(),
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(Error); // the connection was cut, not ended as if whole
  });
});
