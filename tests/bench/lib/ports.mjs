import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The first port of the kernel's ephemeral range: ports from there up are what outgoing
 * connections (to PostgreSQL, Redis, the API) get, so a port picked there for a server started a
 * moment later can be taken in between by some process's connection (a CI run failed on that:
 * EADDRINUSE on a storefront's port).
 */
function ephemeralStart() {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 12_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

function tryListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port that was free a moment ago, chosen at random below the ephemeral range (from 10000), so
 * that no outgoing connection takes it before the test's or bench's server listens on it.
 */
export async function freePort() {
  const high = ephemeralStart();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * (high - 10_000));
    if (await tryListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}
