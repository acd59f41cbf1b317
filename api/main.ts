/** The API process: config, database (create, migrate, seed on first start), listen, graceful shutdown. */

import { ConfigError } from '../shared/settings.ts';
import { loadConfig } from './config.ts';
import { apiLog, type LogLevel } from './lib/log.ts';
import { logSafeError } from './lib/log-safe.ts';
import { heapSizing } from './memory.ts';
import { paymentProviderKind, paymentProviderNotice } from './payments/provider-choice.ts';
import { startApi } from './server.ts';

/** After the drain, how long closing the jobs, Redis and the database may take before the exit is forced. */
const CLOSE_MS = 5_000;

const log = (level: LogLevel, msg: string, extra: Record<string, unknown> = {}) =>
  apiLog()[level](msg, extra);

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      log('fatal', err.message);
      process.exit(1);
    }
    throw err;
  }
  // A truly unexpected error is said as one fatal line, then the API stops as for SIGTERM (at once
  // while it starts) and exits with 1, as the storefront does. A lost database connection is not
  // one: its request answers 503 and the pool connects anew (db/connection-loss.ts, decision 073).
  let stopWith: ((reason: string, exitCode: number) => Promise<void>) | undefined;
  const onFatal = (kind: string) => (err: unknown) => {
    log('fatal', kind, fatalFields(err));
    if (stopWith) void stopWith(kind, 1);
    else process.exit(1);
  };
  process.on('uncaughtException', onFatal('uncaught exception'));
  process.on('unhandledRejection', onFatal('unhandled rejection'));
  const started = Date.now();
  const api = await startApi({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    memory: config.memory,
    log: config.log,
    config: {
      storefrontUrl: config.storefrontUrl,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      mailDir: config.mailDir,
      trustProxy: config.trustProxy,
      remindInspections: config.remindInspections,
      expireUnpaidOrders: config.expireUnpaidOrders,
      expireUnpaidOrdersEveryMs: config.expireUnpaidOrdersEveryMs,
      unpaidOrderExpiryMinutes: config.unpaidOrderExpiryMinutes,
      reviewInviteDays: config.reviewInviteDays,
      mollieApiKey: config.mollieApiKey,
      testPayments: config.testPayments,
      redisUrl: config.redisUrl,
      metricsToken: config.metricsToken,
      reviewLinkSecret: config.reviewLinkSecret,
      reviewServiceUrl: config.reviewServiceUrl,
      viesUrl: config.viesUrl,
      viesTimeoutMs: config.viesTimeoutMs,
      pdokUrl: config.pdokUrl,
      pdokTimeoutMs: config.pdokTimeoutMs,
      production: config.production,
      chatStaffToken: config.chatStaffToken,
      chatOpeningHours: config.chatOpeningHours,
      seedProducts: config.seedProducts,
      otlpEndpoint: config.otlpEndpoint,
      serviceName: config.serviceName,
      preStopDelayMs: config.preStopDelayMs,
      drainTimeoutMs: config.drainTimeoutMs,
      keepAliveTimeoutMs: config.keepAliveTimeoutMs,
    },
  });
  // Which payment provider is live, said once at start (payments/provider-choice.ts).
  const payments = paymentProviderNotice(
    paymentProviderKind({ ...config, database: config.databaseUrl ? 'postgres' : 'pglite' }),
    config.mollieApiKey,
  );
  log(payments.level, payments.msg);
  if (!config.reviewLinkSecret && config.production) {
    log('warn', 'no REVIEW_LINK_SECRET: review promotion links are refused (503)', {});
  }
  // V8's heap against the container's memory limit (decision 076), with a warning when it may outgrow it.
  const { warning: heapWarning, ...heap } = heapSizing();
  if (heapWarning) log('warn', heapWarning, heap);
  log('info', 'shop API listening', {
    url: api.url,
    database: config.databaseUrl
      ? 'postgresql'
      : config.memory
        ? 'pglite (memory)'
        : `pglite (${config.dataDir})`,
    startup_ms: Date.now() - started,
    ...heap,
  });

  // Graceful shutdown (shared/node/drain.ts): readiness 503 while serving PRE_STOP_DELAY_MS, then no
  // new connections, in-flight requests finish (DRAIN_TIMEOUT_MS at most), the database closes.
  // A second signal exits at once with 1.
  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) {
      log('warn', 'shutdown forced', { signal });
      process.exit(1);
    }
    stopping = true;
    log('info', 'shutting down', { signal, pre_stop_delay_ms: config.preStopDelayMs });
    // What the drain allows, and CLOSE_MS more to close the jobs, Redis and the database.
    const force = setTimeout(
      () => {
        log('error', 'shutdown took too long, exiting');
        process.exit(1);
      },
      config.preStopDelayMs! + config.drainTimeoutMs! + CLOSE_MS,
    );
    force.unref();
    try {
      await api.close();
      process.exit(exitCode);
    } catch (err) {
      log('error', 'shutdown failed', { message: (err as Error).message });
      process.exit(1);
    }
  };
  stopWith = stop;
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** A fatal error's name, code and frames (log-safe.ts); its message unless the database wrote it (it may hold SQL). */
function fatalFields(err: unknown): Record<string, unknown> {
  const fromDatabase = err instanceof Error && 'severity' in err;
  return {
    ...(err instanceof Error && !fromDatabase
      ? { message: err.message.split('\n', 1)[0]!.slice(0, 300) }
      : {}),
    ...logSafeError(err),
  };
}

main().catch((err: Error) => {
  log('fatal', 'the shop API could not start', { message: err.message });
  process.exit(1);
});
