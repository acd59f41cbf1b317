/** Liveness (the process answers) and readiness (the database answers `select 1` within 2 s). */
import { Router } from 'express';

export function healthRoutes(deps: { ping: () => Promise<void>; isDraining: () => boolean }): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (deps.isDraining()) {
      res.status(503).json({ message: 'Shutting down', error: 'shutting_down' });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), 2_000);
        }),
      ]);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ message: 'The database does not answer', error: 'db_unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
