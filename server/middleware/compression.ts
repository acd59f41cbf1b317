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
  return compressionMiddleware({
    threshold: options.threshold ?? 1024,
    filter: (req, res) => {
      // Server-sent events must not be buffered by a compressor.
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compressionMiddleware.filter(req, res);
    },
  }) as RequestHandler;
}
