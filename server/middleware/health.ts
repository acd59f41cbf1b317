/**
 * Probes for the orchestrator. /healthz (liveness): 200 while the process can answer at all.
 * /readyz (readiness): 200 normally, 503 from the first moment of shutdown so the load balancer
 * stops sending traffic. Neither depends on the shop API (an API outage must not restart us).
 */
import type { RequestHandler } from 'express';
import type { Lifecycle } from '../lifecycle.ts';

export function health(lifecycle: Pick<Lifecycle, 'draining'>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/healthz') {
      res.status(200).json({ status: 'ok' });
      return;
    }
    if (req.path === '/readyz') {
      if (lifecycle.draining) res.status(503).json({ status: 'draining' });
      else res.status(200).json({ status: 'ready' });
      return;
    }
    next();
  };
}
