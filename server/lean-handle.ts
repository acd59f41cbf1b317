/**
 * How the storefront's Express app runs a request: its steps (one `series`), then the not-found
 * step, then the error handler, called directly instead of through Express's `app.handle` and
 * router (the final handler made per request, the layer walk with its path matching, and
 * `Object.setPrototypeOf` on both objects). Express still gives everything the steps use: the
 * request and response helpers (`req.ip`, `req.get`, `res.status`, `res.json`...) and the app's
 * settings (`trust proxy`, `query parser`), through the same prototypes. A server made with
 * `leanServerClasses(app)` creates its requests and responses with those prototypes already in
 * their chain; any other server (supertest's) gets them set per request, as Express does.
 * Decision 039; what it saved is in docs/performance.md.
 */
import http from 'node:http';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServerClasses } from './lifecycle.ts';
import { runHandler } from './middleware/series.ts';

export interface LeanRoutes {
  /** Every request's steps, in order (server/middleware/series.ts). */
  steps: RequestHandler;
  /** Runs when no step answered. */
  notFound: RequestHandler;
  /** The one place errors become responses. */
  onError: ErrorRequestHandler;
}

const classes = new WeakMap<Express, ServerClasses>();

/** Replaces `app.handle` (what `app(req, res)` calls) with the direct run of `routes`. */
export function leanHandle(app: Express, routes: LeanRoutes): void {
  const requestProto = app.request as object;
  const responseProto = app.response as object;
  class LeanRequest extends http.IncomingMessage {}
  class LeanResponse extends http.ServerResponse {}
  Object.setPrototypeOf(LeanRequest.prototype, requestProto);
  Object.setPrototypeOf(LeanResponse.prototype, responseProto);
  classes.set(app, {
    IncomingMessage: LeanRequest,
    ServerResponse: LeanResponse as ServerClasses['ServerResponse'],
  });

  (app as unknown as { handle: unknown }).handle = (req: Request, res: Response, callback?: NextFunction) => {
    if (!(req instanceof LeanRequest)) Object.setPrototypeOf(req, requestProto);
    if (!(res instanceof LeanResponse)) Object.setPrototypeOf(res, responseProto);
    req.res = res;
    res.req = req;
    if (!res.locals) res.locals = Object.create(null);
    if (!req.originalUrl) req.originalUrl = req.url;
    req.baseUrl = '';

    /** The last resort (the error handler itself failed): Express's final handler would do the same. */
    const last = (err?: unknown) => {
      if (callback) return callback(err);
      if (res.headersSent) return void res.destroy();
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Internal Server Error');
    };
    const fail = (err: unknown) => {
      try {
        const returned: unknown = routes.onError(err, req, res, last);
        if (returned instanceof Promise) returned.then(undefined, last);
      } catch (thrown) {
        last(thrown);
      }
    };
    const notFound = (err?: unknown) => {
      if (err && err !== 'route') return fail(err);
      runHandler(routes.notFound, req, res, fail, fail);
    };
    runHandler(routes.steps, req, res, notFound, fail);
  };
}

/** The request and response classes for `http.createServer`, so `app.handle` sets no prototypes per request. */
export function leanServerClasses(app: Express): ServerClasses | undefined {
  return classes.get(app);
}
