import { type Request, Router } from 'express';
import { contractAnswer, contractBody } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import type { ListingService } from './service.ts';

/**
 * Who searches, for the search insights' one-vote-per-client rule (issue 39): the visitor's
 * address when a trusted proxy forwarded it (the storefront's /api proxy), else the caller's own
 * address, but none for the storefront's own server-side renders (loopback without a forwarded
 * address: every visitor's first results page, shared by its data cache), which are not counted
 * per client.
 */
function searchClient(req: Request): string | undefined {
  const forwarded = req.headers['x-forwarded-for'] !== undefined;
  const socket = req.socket.remoteAddress ?? '';
  const loopback = socket === '::1' || /^(::ffff:)?127\./.test(socket);
  if (!forwarded && loopback) return undefined;
  return req.ip ?? socket;
}

export function listingRoutes(
  service: ListingService,
  customerIdOf: (req: Request) => Promise<number | null>,
): Router {
  const router = Router();
  router.post('/queryProducts', async (req, res) => {
    const payload = contractBody(req, 'queryProducts');
    const customerId = payload.favorites ? await customerIdOf(req) : null;
    contractAnswer(
      res,
      'queryProducts',
      await service.query(
        languageOf(req),
        payload as Parameters<ListingService['query']>[1],
        customerId,
        searchClient(req),
      ),
    );
  });
  return router;
}
