/**
 * A pass-through proxy between the storefront and the shop API for the browser suite. A request
 * whose X-Request-Id starts with `slow-<path-fragment>-<ms>-` is held for <ms> milliseconds when its
 * path contains <path-fragment>, so one test can slow one call (say the reviews) without touching others.
 *   PORT (3102) · TARGET (http://127.0.0.1:3101)
 */
import http from 'node:http';

const port = Number(process.env.PORT ?? 3102);
const target = new URL(process.env.TARGET ?? 'http://127.0.0.1:3101');

const server = http.createServer((req, res) => {
  const id = String(req.headers['x-request-id'] ?? '');
  const m = id.match(/^slow-([a-z]+)-(\d{1,5})-/);
  const delay = m && req.url?.includes(m[1]) ? Number(m[2]) : 0;
  setTimeout(() => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    // A client that leaves (a closed event stream) closes the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"message":"upstream down","error":"upstream_unavailable"}');
    });
    req.pipe(upstream);
  }, delay);
});
// Longer than any client's idle keep-alive, so the storefront never reuses a socket we are closing.
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`delay proxy on ${port} → ${target.origin}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
