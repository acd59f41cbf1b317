/**
 * `GET /openapi.json`: the published contract of the calls the storefront makes (OpenAPI 3.1,
 * generated from shared/contract; the same document as docs/openapi.json). Made once, on the
 * first request; public and cached briefly (it changes only with a release).
 */
import { Router } from 'express';
import { openApiJson } from '../../shared/contract/openapi.ts';

export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

export function openApiRoutes(): Router {
  const router = Router();
  let body: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    body ??= openApiJson();
    res.setHeader('Cache-Control', OPENAPI_CACHE_CONTROL);
    res.type('application/json').send(body);
  });
  return router;
}
