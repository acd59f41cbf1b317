/**
 * Several middleware functions as one Express layer. Each runs in order as Express's router would
 * run it: `next()` moves on, `next(err)` leaves for the error handlers, a throw or a rejected
 * promise is `next(err)`, and after the last one the outer `next()` is called. What it leaves out
 * is the router's work per layer (path matching, parameter processing, prefix trimming, its
 * guards): about 25 µs of a product page's 1.7 ms for the storefront's dozen steps
 * (docs/performance.md). Steps mounted at a path still belong in `app.use(path, …)`.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs `handler` as Express would: a throw or a rejected promise goes to `fail` (a rejection
 * without a reason as an Error). Shared by `series` and server/lean-handle.ts.
 */
export function runHandler(
  handler: RequestHandler,
  req: Request,
  res: Response,
  next: NextFunction,
  fail: (err: unknown) => void,
): void {
  try {
    const returned: unknown = handler(req, res, next);
    if (returned instanceof Promise)
      returned.then(undefined, (reason: unknown) => fail(reason ?? new Error('Rejected promise')));
  } catch (thrown) {
    fail(thrown);
  }
}

export function series(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (err?: unknown) => {
      // As in Express: 'route' only skips the rest of a route, which a `use` step has not; falsy moves on.
      if (err && err !== 'route') return next(err);
      const handler = handlers[index++];
      if (!handler) return next();
      runHandler(handler, req, res, step, next);
    };
    step();
  };
}
