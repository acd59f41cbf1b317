/**
 * gzip/deflate/br for text responses, streaming-safe: the `compression` package gives each
 * response `res.flush()`, which React's pipeable stream calls after each batch it writes, so the
 * shell reaches the browser (decoded) before slow Suspense boundaries finish. Nothing may sit
 * between this and the render's `pipe(res)` that holds bytes past a flush or past the current tick.
 *
 * React writes a page as 4 KB pieces and long strings (20-30 writes for a product page), then
 * calls flush(). Handed to the compressor one by one, each piece is a zlib call through the thread
 * pool: joining the pieces written in one go into one write (`coalesceWrites`) takes about a tenth
 * off a compressed page's CPU (docs/performance-log.md, tenth part).
 */

import zlib from 'node:zlib';
import compressionMiddleware from 'compression';
import type { RequestHandler, Response } from 'express';

interface CompressionOptions {
  /** Responses with a known length below this are sent uncompressed. Default 1 KB. */
  threshold?: number;
}

/**
 * Brotli (what every browser asks for) at the package's quality 4, with a 256 KB window instead of
 * brotli's default 4 MB: a page is smaller than that (product 72 KB, category 156 KB), so the
 * output is the same to the byte, but the encoder each response creates no longer allocates and
 * clears a window sixteen times that size: 7.6 → 2.2-2.5 ms of CPU per product page
 * (docs/performance-log.md, tenth part).
 */
const brotliParams = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

export function compression(options: CompressionOptions = {}): RequestHandler {
  const compress = compressionMiddleware({
    threshold: options.threshold ?? 1024,
    brotli: { params: brotliParams },
    filter: (req, res) => {
      // Server-sent events must not be buffered by a compressor.
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compressionMiddleware.filter(req, res);
    },
  }) as RequestHandler;
  // A client that accepts no encoding gets the identity whatever happens below: it skips the
  // wrapping of write/end/writeHead and the negotiation (measured: docs/performance-log.md), and
  // caches still learn that the answer depends on Accept-Encoding.
  return (req, res, next) => {
    if (req.headers['accept-encoding'] === undefined) {
      res.setHeader('Vary', 'Accept-Encoding');
      return next();
    }
    compress(req, res, (err?: unknown) => {
      if (!err) coalesceWrites(res);
      next(err);
    });
  };
}

type Chunk = string | Uint8Array;
type WriteCallback = (error?: Error | null) => void;
/** The response's write, end and flush as the compressor left them. */
interface Writes {
  write(chunk: Chunk, encoding?: BufferEncoding | WriteCallback, cb?: WriteCallback): boolean;
  end(chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), cb?: () => void): unknown;
  flush?: () => void;
}

/** Above this many buffered bytes a write goes through at once (a large page streams in pieces). */
const maxCoalescedBytes = 64 * 1024;

/**
 * Joins the writes made in one go (the same tick) into one write to `res`'s current write (the
 * compressor's): at the next flush(), at end(), at 64 KB, or at the end of the tick, whichever comes
 * first, so nothing is held back longer than the code writing it runs (a server-sent event, which
 * never flushes, still leaves in the tick it was written). A write with a callback, and a body
 * given whole to end(), go through as they are (the compressor's threshold still sees its length).
 */
export function coalesceWrites(res: Response): void {
  const target = res as unknown as Writes;
  const { write, end, flush } = target;
  let parts: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  /** Writes what is buffered; answers the compressor's write (false: wait for 'drain'). */
  const drain = (): boolean => {
    scheduled = false;
    if (size === 0) return true;
    if (res.destroyed) {
      // The client is gone: what is buffered goes nowhere.
      parts = [];
      size = 0;
      return false;
    }
    const chunk = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, size);
    parts = [];
    size = 0;
    return write.call(res, chunk);
  };
  const add = (chunk: Chunk, encoding?: BufferEncoding) => {
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, encoding ?? 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    parts.push(buffer);
    size += buffer.length;
  };
  target.write = (chunk, encoding, cb) => {
    if (typeof encoding === 'function' || cb || res.writableEnded) {
      drain();
      return write.call(res, chunk, encoding, cb);
    }
    add(chunk, encoding);
    // Backpressure as the compressor tells it, when it is written to; what is only buffered is in
    // memory already (a render's shell), and a writer told to wait would wait for a 'drain' that
    // no write of ours caused.
    if (size >= maxCoalescedBytes) return drain();
    if (!scheduled) {
      scheduled = true;
      process.nextTick(drain);
    }
    return true;
  };
  target.end = (chunk, encoding, cb) => {
    if (size === 0) return end.call(res, chunk, encoding, cb);
    if (typeof chunk === 'function') {
      drain();
      return end.call(res, chunk);
    }
    if (chunk !== undefined && chunk !== null)
      add(chunk, typeof encoding === 'string' ? encoding : undefined);
    drain();
    return end.call(res, typeof encoding === 'function' ? encoding : cb);
  };
  if (flush)
    target.flush = () => {
      drain();
      flush.call(res);
    };
}
