/**
 * Starts the shop API in this process: opens (or creates, migrates and seeds) the database and
 * listens on 127.0.0.1. The storefront's main.ts calls this when no API_URL is set; tests too.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainable } from '../shared/node/drain.ts';
import { createApiApp } from './app.ts';
import { createRedisRateLimits } from './auth/rate-limit.ts';
import { chooseChatBus } from './chat/bus-choice.ts';
import { createChatHub } from './chat/events.ts';
import type { ApiConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { retryAfterConnectionLoss } from './db/connection-loss.ts';
import { migrateDatabase } from './db/migrate.ts';
import { growCatalogue } from './db/seed/grow-catalogue.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { apiLog } from './lib/log.ts';
import { stderrWarning } from './lib/log-safe.ts';
import { createStoredFacets } from './listing/stored-facets.ts';
import { createApiMetrics } from './metrics.ts';
import { catchUpSearchDocuments } from './search/documents.ts';
import { type QueryTrace, queryTracer, startTracing } from './tracing.ts';

interface StartApiOptions {
  /** 0 picks a free port; default 3001 */
  port?: number;
  /** PGlite data directory; default ./data */
  dataDir?: string;
  /** PostgreSQL instead of PGlite */
  databaseUrl?: string;
  /** in-memory PGlite: nothing written to disk */
  memory?: boolean;
  /**
   * A database already opened, migrated and seeded, used instead of opening one (tests: a copy of
   * the seeded template, api/testing/test-api.ts `startTestApi`); closed with the API.
   */
  database?: Database;
  /** one JSON line per request */
  log?: boolean;
  host?: string;
  /** mail, links and proxy settings (api/config.ts) */
  config?: Partial<
    Pick<
      ApiConfig,
      | 'storefrontUrl'
      | 'smtpUrl'
      | 'mailFrom'
      | 'mailDir'
      | 'trustProxy'
      | 'remindInspections'
      | 'expireUnpaidOrders'
      | 'expireUnpaidOrdersEveryMs'
      | 'unpaidOrderExpiryMinutes'
      | 'reviewInviteDays'
      | 'mollieApiKey'
      | 'mollieApiEndpoint'
      | 'testPayments'
      | 'embedded'
      | 'redisUrl'
      | 'metricsToken'
      | 'reviewLinkSecret'
      | 'reviewServiceUrl'
      | 'viesUrl'
      | 'viesTimeoutMs'
      | 'pdokUrl'
      | 'pdokTimeoutMs'
      | 'production'
      | 'chatStaffToken'
      | 'chatOpeningHours'
      | 'seedProducts'
      | 'otlpEndpoint'
      | 'serviceName'
      | 'preStopDelayMs'
      | 'drainTimeoutMs'
      | 'keepAliveTimeoutMs'
    >
  >;
}

interface RunningApi {
  url: string;
  /**
   * Readiness turns 503 at once; after PRE_STOP_DELAY_MS (unset, 0: the embedded API, whose
   * storefront has waited already) the server stops accepting and drains (shared/node/drain.ts, at most
   * DRAIN_TIMEOUT_MS), then chat streams, jobs, Redis and the database close.
   */
  close(): Promise<void>;
}

/**
 * Opens the database and brings it to the current schema, seeding the demo shop when empty and
 * growing its catalogue to `seedProducts` products when set (SEED_PRODUCTS, decision 045).
 */
export async function prepareDatabase(
  options: Pick<StartApiOptions, 'dataDir' | 'databaseUrl' | 'memory'> & {
    seedProducts?: number;
    traceQuery?: QueryTrace;
  },
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? './data',
    memory: options.memory,
    traceQuery: options.traceQuery,
  });
  try {
    // A database that does not answer at all (a wrong DATABASE_URL, a server down) stops the start
    // at once; one that ends the connections meanwhile (a failover) is waited for (decision 073).
    await database.ping();
    await retryAfterConnectionLoss(
      async () => {
        await migrateDatabase(database);
        await seedIfEmpty(database);
        // Also on a database seeded earlier; a no-op once it has that many products.
        if (options.seedProducts) await growCatalogue(database, { products: options.seedProducts });
      },
      { warn: stderrWarning },
    );
    return database;
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  // Traces only with OTEL_EXPORTER_OTLP_ENDPOINT (tracing.ts): request and statement spans.
  const otlpEndpoint = options.config?.otlpEndpoint;
  const tracing = otlpEndpoint
    ? await startTracing({ endpoint: otlpEndpoint, serviceName: options.config?.serviceName ?? 'shop-api' })
    : undefined;
  let database: Database;
  try {
    database =
      options.database ??
      (await prepareDatabase({
        ...options,
        seedProducts: options.config?.seedProducts,
        traceQuery: tracing ? queryTracer(tracing) : undefined,
      }));
  } catch (err) {
    await tracing?.shutdown();
    throw err;
  }
  let draining = false;
  // REDIS_URL: login, reset and chat rate limits shared by every API instance (decision 026).
  const redisUrl = options.config?.redisUrl;
  const warn = (msg: string, fields: Record<string, unknown>) => apiLog().warn(msg, fields);
  const limits = redisUrl ? createRedisRateLimits({ url: redisUrl, warn }) : undefined;
  const metricsToken = options.config?.metricsToken;
  const metrics = metricsToken
    ? createApiMetrics({
        token: metricsToken,
        redisConnected: limits ? () => limits.connected : undefined,
        tracing,
      })
    : undefined;
  // Chat events reach the streams of every instance: Redis pub/sub, PostgreSQL LISTEN/NOTIFY, or in-process (decision 043).
  const chatHub = createChatHub({ bus: chooseChatBus({ redisUrl, database, warn }), warn });
  // It hears the other instances before it takes streams (the first attempt: at most about 2.5 s).
  await chatHub.bus?.ready;
  const app = createApiApp({
    db: database,
    config: { log: options.log ?? false, ...options.config },
    isDraining: () => draining,
    rateLimits: limits?.limit,
    metrics,
    chatHub,
    tracing,
  });
  // Products without a search document (a database from before migration 0010): indexed in the
  // background, in batches on a bulk connection, while the API already answers (they are found
  // once indexed).
  const stopIndexing = new AbortController();
  const indexing = catchUpSearchDocuments(database, { signal: stopIndexing.signal })
    .then((n) => {
      if (n > 0) warn('search documents written for products that had none', { products: n });
    })
    .catch((err: Error) => {
      if (!stopIndexing.signal.aborted) warn('search indexing stopped', { error: err.message });
    });
  // Large categories' facets missing or behind (a catalogue grown or changed while no API ran):
  // counted in the background, so the first visitor after a start does not count them live.
  const facetsWarmed = createStoredFacets(database, { warn }).warmUp();
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer({ requestTimeout: 30_000, headersTimeout: 30_000 }, app);
  // Above the load balancer's idle timeout (KEEP_ALIVE_TIMEOUT_MS), so the balancer closes first.
  server.keepAliveTimeout = options.config?.keepAliveTimeoutMs ?? 65_000;
  const drain = drainable(server, () => draining);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3001, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    close() {
      closing ??= (async () => {
        draining = true;
        drain.closeAfterResponses();
        // Still serving, readiness 503, while the balancer deregisters this instance.
        const preStopDelayMs = options.config?.preStopDelayMs ?? 0;
        if (preStopDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, preStopDelayMs));
        // Open chat streams end now (browsers reconnect elsewhere) instead of holding the close.
        const chatClosed = chatHub.closeAll();
        await drain.drain({ drainTimeoutMs: options.config?.drainTimeoutMs ?? 20_000 });
        await chatClosed;
        stopIndexing.abort();
        await indexing;
        await facetsWarmed;
        await limits?.close();
        await database.close();
        await tracing?.shutdown();
      })();
      return closing;
    },
  };
}
