/**
 * CSRF defence for state-changing requests (OWASP fetch-metadata + Origin check, failing closed):
 * allowed when `Sec-Fetch-Site: same-origin`; without Sec-Fetch-Site, when `Origin` equals the
 * public origin; with neither header, refused. `same-site` siblings and `Origin: null` are refused.
 * Platform checklist: the load balancer must forward `Origin` and `Sec-Fetch-*`.
 */
import type { IncomingMessage } from 'node:http';
import { forbidden } from '../errors.ts';

export const safeMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOriginRequest(req: IncomingMessage, publicOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site === 'same-origin';
  const origin = req.headers.origin;
  return typeof origin === 'string' && origin === publicOrigin;
}

export function crossOriginError() {
  return forbidden('This request must come from the shop itself', 'cross_origin');
}
