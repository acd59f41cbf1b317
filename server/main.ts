/**
 * The storefront process: configuration, the embedded shop API when API_URL is unset, the HTTP
 * server with load-balancer-friendly timeouts, and graceful shutdown (lifecycle.ts).
 */
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../shared/settings.ts';
import { createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createHttpServer, createLifecycle, createShutdown } from './lifecycle.ts';
import { createLogger } from './logger.ts';
import { tracingOf } from './tracing.ts';

interface EmbeddedApi {
  url: string;
  close(): Promise<void>;
  /** which payment provider is live, as a start-up line (api/payments/provider-choice.ts) */
  payments: { level: 'info' | 'warn'; msg: string };
}

async function startEmbeddedApi(config: Config): Promise<EmbeddedApi> {
  const [{ startApi }, { loadConfig: loadApiConfig }, choice] = await Promise.all([
    import('../api/server.ts'),
    import('../api/config.ts'),
    import('../api/payments/provider-choice.ts'),
  ]);
  // Mail settings from the same environment (SMTP_URL, MAIL_FROM, MAIL_DIR); links to this storefront.
  const api = loadApiConfig({
    ...process.env,
    STOREFRONT_URL: process.env.STOREFRONT_URL || config.PUBLIC_URL,
  });
  const kind = choice.paymentProviderKind({
    ...api,
    embedded: true,
    database: config.DATABASE_URL ? 'postgres' : 'pglite',
  });
  const started = await startApi({
    port: 0,
    dataDir: `${config.DATA_DIR}/db`,
    databaseUrl: config.DATABASE_URL,
    config: {
      storefrontUrl: api.storefrontUrl,
      smtpUrl: api.smtpUrl,
      mailFrom: api.mailFrom,
      mailDir: api.mailDir,
      trustProxy: api.trustProxy,
      remindInspections: api.remindInspections,
      expireUnpaidOrders: api.expireUnpaidOrders,
      expireUnpaidOrdersEveryMs: api.expireUnpaidOrdersEveryMs,
      unpaidOrderExpiryMinutes: api.unpaidOrderExpiryMinutes,
      reviewInviteDays: api.reviewInviteDays,
      mollieApiKey: api.mollieApiKey,
      // The fresh-machine demo (embedded API on PGlite) takes test payments unless told otherwise.
      testPayments: api.testPayments,
      embedded: true,
      // Login and reset limits shared through REDIS_URL too (the embedded API has no /metrics of its own).
      redisUrl: api.redisUrl,
      reviewLinkSecret: api.reviewLinkSecret,
      reviewServiceUrl: api.reviewServiceUrl,
      // Business VAT numbers are confirmed by VIES (VIES_URL, VIES_TIMEOUT_MS; decision 072).
      viesUrl: api.viesUrl,
      viesTimeoutMs: api.viesTimeoutMs,
      // Dutch addresses are filled from PDOK (PDOK_URL, PDOK_TIMEOUT_MS; decision 098).
      pdokUrl: api.pdokUrl,
      pdokTimeoutMs: api.pdokTimeoutMs,
      production: api.production,
      chatStaffToken: api.chatStaffToken,
      chatOpeningHours: api.chatOpeningHours,
      seedProducts: api.seedProducts,
      // Its spans go where the storefront's go, as service `shop-api` (OTEL_SERVICE_NAME names the storefront).
      otlpEndpoint: api.otlpEndpoint,
    },
  });
  return Object.assign(started, { payments: choice.paymentProviderNotice(kind, api.mollieApiKey) });
}

async function main(): Promise<void> {
  const config = loadConfig();

  const log = createLogger({ level: config.LOG_LEVEL });
  const lifecycle = createLifecycle();
  // Traces only with OTEL_EXPORTER_OTLP_ENDPOINT (server/tracing.ts); unset, the SDK is not even loaded.
  const tracing = await tracingOf(config);
  if (tracing)
    log.info('tracing', {
      otlp_endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
      service: config.OTEL_SERVICE_NAME,
    });

  let embedded: EmbeddedApi | undefined;
  if (!config.API_URL) {
    embedded = await startEmbeddedApi(config);
    log.info('embedded_api_started', { url: embedded.url });
    log[embedded.payments.level]('payments', { note: embedded.payments.msg });
  }
  const apiUrl = config.API_URL ?? embedded!.url;

  const { createPageHandler } = await import('./render/handle-page.ts');
  // The browser build sits next to this bundle (dist/server/main.js → dist/client, dist/public).
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const publicDir = fileURLToPath(new URL('../public', import.meta.url));
  // Several instances share their anonymous pages through Redis when REDIS_URL is set (decision 013).
  const pageStore =
    config.PAGE_CACHE === 'on' && config.REDIS_URL
      ? (await import('./render/redis-page-store.ts')).createRedisPageStore({ url: config.REDIS_URL, log })
      : undefined;
  const pageHandler = await createPageHandler({ config, apiUrl, clientDir, pageStore });

  const app = createApp({
    config,
    pageHandler,
    renderErrorPage: pageHandler.renderError,
    lifecycle,
    apiUrl,
    logger: log,
    staticOptions: { assetsDir: clientDir, publicDir },
    tracing,
  });
  const server = createHttpServer(app, { keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS });
  const { installProcessHandlers } = createShutdown({
    server,
    lifecycle,
    log,
    preStopDelayMs: config.PRE_STOP_DELAY_MS,
    drainTimeoutMs: config.DRAIN_TIMEOUT_MS,
    closeResources: async () => {
      await pageStore?.close?.();
      await embedded?.close();
      // What is queued goes out (at most about two seconds).
      await tracing?.shutdown();
    },
    exit: (code) => process.exit(code),
  });
  installProcessHandlers();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  log.info('listening', {
    host: config.HOST,
    port: config.PORT,
    public_url: config.PUBLIC_URL,
    env: config.NODE_ENV,
  });
}

main().catch((err) => {
  // A setting of the storefront or of the embedded API: every problem named, no stack trace.
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(78); // EX_CONFIG
  }
  createLogger().fatal('startup_failed', { err });
  process.exit(1);
});
