/**
 * A lean HTTP/1.1 GET client for the latency benches: keep-alive sockets, a request written as
 * bytes made once per path, and a response read by counting its bytes (Content-Length, or the
 * chunked framing a streamed page uses) without turning the body into strings or objects.
 *
 * Why not node:http: its client allocates a request, a response, headers and a parser callback
 * per request and a Buffer per `data` event, so at a few hundred requests/s its own garbage
 * collections and timer hops delay some responses by milliseconds, and the open loop counts that
 * as the server's latency (the static-page floor of the latency bench: p99 4-5 ms with node:http).
 *
 *   const client = rawHttp('http://127.0.0.1:3000', { headers: { Cookie: 'a=b' } });
 *   const { status, first, done } = await client.get('/product');   // performance.now() times
 *   client.close();
 */
import { connect } from 'node:net';

const CR = 13;
const LF = 10;
/** Chunked body states. */
const SIZE = 0;
const DATA = 1;
const DATA_END = 2;
const TRAILER = 3;

/** The value of a hex digit, or -1. */
function hex(byte) {
  if (byte >= 48 && byte <= 57) return byte - 48;
  if (byte >= 97 && byte <= 102) return byte - 87;
  if (byte >= 65 && byte <= 70) return byte - 55;
  return -1;
}

class Connection {
  constructor(client) {
    this.client = client;
    this.job = null;
    this.socket = connect(client.port, client.hostname);
    this.socket.setNoDelay(true);
    this.socket.setTimeout(30_000, () => this.socket.destroy(new Error('response timed out (30 s)')));
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => {
      client.forget(this);
      this.fail(new Error('connection closed before the response ended'));
    });
  }

  send(job) {
    this.job = job;
    this.head = '';
    this.inBody = false;
    this.status = 0;
    this.chunked = false;
    this.remaining = 0;
    this.state = SIZE;
    this.size = 0;
    this.extension = false;
    this.lineLength = 0;
    this.socket.write(job.bytes);
  }

  fail(error) {
    const job = this.job;
    this.job = null;
    job?.reject(error);
  }

  read(chunk) {
    const job = this.job;
    if (!job) return;
    if (!job.first) job.first = performance.now();
    let i = 0;
    if (!this.inBody) {
      const before = this.head.length;
      const part = chunk.latin1Slice(0, Math.min(chunk.length, 16_384));
      this.head += part;
      const end = this.head.indexOf('\r\n\r\n', Math.max(0, before - 3));
      if (end === -1) {
        if (this.head.length > 65_536) this.socket.destroy(new Error('response headers over 64 KB'));
        return;
      }
      this.headers(this.head.slice(0, end));
      this.inBody = true;
      i = end + 4 - before;
      if (!this.chunked && this.remaining === 0) return this.finish();
    }
    if (!this.chunked) {
      this.remaining -= chunk.length - i;
      if (this.remaining <= 0) this.finish();
      return;
    }
    this.readChunked(chunk, i);
  }

  headers(head) {
    this.status = Number(head.slice(9, 12));
    for (const line of head.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon === -1) continue;
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') this.remaining = Number(value);
      else if (name === 'transfer-encoding' && /chunked/i.test(value)) this.chunked = true;
    }
  }

  readChunked(chunk, from) {
    const length = chunk.length;
    let i = from;
    while (i < length) {
      if (this.state === DATA) {
        const n = Math.min(this.size, length - i);
        i += n;
        this.size -= n;
        if (this.size === 0) {
          this.state = DATA_END;
          this.lineLength = 0;
        }
      } else {
        const byte = chunk[i++];
        if (this.state === SIZE) {
          if (byte === LF) {
            this.state = this.size === 0 ? TRAILER : DATA;
            this.lineLength = 0;
          } else if (!this.extension && byte !== CR) {
            const value = hex(byte);
            if (value === -1) this.extension = true;
            else this.size = this.size * 16 + value;
          }
        } else if (this.state === DATA_END) {
          if (byte === LF) {
            this.state = SIZE;
            this.size = 0;
            this.extension = false;
          }
        } else if (byte === LF) {
          // TRAILER: lines after the last chunk; an empty one ends the response.
          if (this.lineLength === 0) return this.finish();
          this.lineLength = 0;
        } else if (byte !== CR) this.lineLength++;
      }
    }
  }

  finish() {
    const job = this.job;
    this.job = null;
    job.resolve({ status: this.status, first: job.first, done: performance.now() });
    this.client.release(this);
  }
}

export function rawHttp(origin, { headers = {}, maxSockets = 64 } = {}) {
  const url = new URL(origin);
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const requests = new Map();
  const idle = [];
  const waiting = [];
  const all = new Set();
  const client = {
    hostname: url.hostname,
    port: Number(url.port || 80),
    release(connection) {
      const job = waiting.shift();
      if (job) connection.send(job);
      else idle.push(connection);
    },
    forget(connection) {
      all.delete(connection);
      const at = idle.indexOf(connection);
      if (at !== -1) idle.splice(at, 1);
    },
  };
  const bytesFor = (path) => {
    let bytes = requests.get(path);
    if (!bytes) {
      bytes = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}\r\n`, 'latin1');
      requests.set(path, bytes);
    }
    return bytes;
  };
  const open = () => {
    const connection = new Connection(client);
    all.add(connection);
    return connection;
  };
  return {
    /** GET `path` (or a full URL on this origin): `{ status, first, done }` as performance.now() times. */
    get(path) {
      const target = path.startsWith('http') ? new URL(path) : undefined;
      if (target && target.host !== url.host) throw new Error(`rawHttp(${origin}) cannot get ${path}`);
      const bytes = bytesFor(target ? target.pathname + target.search : path);
      return new Promise((resolve, reject) => {
        const job = { bytes, resolve, reject, first: 0 };
        const connection = idle.pop() ?? (all.size < maxSockets ? open() : undefined);
        if (connection) connection.send(job);
        else waiting.push(job);
      });
    },
    /** Opens `n` connections ahead, so the first requests do not pay for the handshake. */
    async preconnect(n) {
      const fresh = [];
      while (all.size < Math.min(n, maxSockets)) fresh.push(open());
      await Promise.all(fresh.map((c) => new Promise((resolve) => c.socket.once('connect', resolve))));
      idle.push(...fresh);
    },
    close() {
      for (const connection of all) connection.socket.destroy();
      all.clear();
      idle.length = 0;
    },
  };
}
