/**
 * A page-cache hit as gzip without compressing it again (decision 038). Every response carries its
 * own CSP nonce, so a compressor would have to run over the whole page on every hit, costing many
 * times what the hit itself does (decision 038 has the figures). Instead, each cached page's parts (the
 * document split at its nonce) are compressed once into raw deflate *segments*, each ended by a full
 * flush: byte-aligned, no final block, and compressed with an empty dictionary, so no segment refers
 * to anything outside itself. A hit's body is then a gzip header, the segments with the response's
 * nonce between them as stored (uncompressed) blocks, an empty final block and the CRC-32 and length
 * of the whole document (RFC 1951, RFC 1952): valid gzip that any decoder reads.
 */
import zlib from 'node:zlib';

/**
 * What a hit needs of a cached page (page-cache.ts's CachedPage): its parts and, when the store
 * keeps them, their deflate segments. Stated here so this module does not import the cache that
 * imports it (decision 083: no import circle, type-only ones included).
 */
interface CachedPage {
  parts: Buffer[];
  segments?: Buffer[];
}

/** ID1 ID2, CM deflate, no flags, no modification time, no extra flags, OS unknown. */
const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty stored block with BFINAL set: the end of the deflate stream (the stream is byte-aligned). */
const finalBlock = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** Each part compressed on its own (level 6), ended by a full flush instead of a final block. */
export function deflateSegments(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part) => zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_FULL_FLUSH }));
}

/** `data` as a stored, non-final deflate block (data shorter than 64 KB: a nonce). */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), padding to the byte
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

const segmentsByPage = new WeakMap<CachedPage, Buffer[]>();

/**
 * The gzip body of `page` with `nonce` at every place its render had its own. The segments come
 * with the page (the Redis store keeps them) or are worked out once per cached page object (the
 * memory store hands out the same object on every hit).
 */
export function gzipHitBody(page: CachedPage, nonce: string): Buffer {
  let segments = page.segments ?? segmentsByPage.get(page);
  if (!segments) {
    segments = deflateSegments(page.parts);
    segmentsByPage.set(page, segments);
  }
  const needle = Buffer.from(nonce, 'utf8');
  const nonceBlock = storedBlock(needle);
  const pieces: Buffer[] = [header];
  let crc = 0;
  let size = 0;
  for (let i = 0; i < page.parts.length; i++) {
    const part = page.parts[i] as Buffer;
    if (i > 0) {
      pieces.push(nonceBlock);
      crc = zlib.crc32(needle, crc);
      size += needle.length;
    }
    pieces.push(segments[i] as Buffer);
    crc = zlib.crc32(part, crc);
    size += part.length;
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(finalBlock, trailer);
  return Buffer.concat(pieces);
}
