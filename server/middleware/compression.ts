/**
 * gzip/deflate/br for text responses, streaming-safe: the `compression` package gives each
 * response `res.flush()`, which React's pipeable stream calls after every chunk, so the shell
 * reaches the browser (decoded) before slow Suspense boundaries finish. Nothing may sit between
 * this and the render's `pipe(res)`: any buffering stream would hold the shell back.
 */

import compressionMiddleware from 'compression';
import type { RequestHandler } from 'express';

export interface CompressionOptions {
  /** Responses with a known length below this are sent uncompressed. Default 1 KB. */
  threshold?: number;
}

export function compression(options: CompressionOptions = {}): RequestHandler {
  const compress = compressionMiddleware({
    threshold: options.threshold ?? 1024,
    filter: (req, res) => {
      // Server-sent events must not be buffered by a compressor.
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compressionMiddleware.filter(req, res);
    },
  }) as RequestHandler;
  // A client that accepts no encoding gets the identity whatever happens below: it skips the
  // wrapping of write/end/writeHead and the negotiation (about 0.03 ms of a page's CPU), and
  // caches still learn that the answer depends on Accept-Encoding.
  return (req, res, next) => {
    if (req.headers['accept-encoding'] !== undefined) return compress(req, res, next);
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}
