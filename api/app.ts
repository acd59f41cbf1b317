/**
 * The shop API as an Express app: read top to bottom, it is the list of what every request passes.
 * No I/O happens here; the caller opens the database and hands it in.
 */
import express, { type Express } from 'express';
import type { RateLimitFactory } from './auth/rate-limit.ts';
import { createAuthRepository } from './auth/repository.ts';
import { authRoutes, bearerToken } from './auth/routes.ts';
import { createAuthService } from './auth/service.ts';
import { createCartRepository } from './cart/repository.ts';
import { cartRoutes } from './cart/routes.ts';
import { createCartService } from './cart/service.ts';
import { createCategoryRepository } from './categories/repository.ts';
import { categoryRoutes } from './categories/routes.ts';
import { createCategoryService } from './categories/service.ts';
import { type ChatHub, createChatHub } from './chat/events.ts';
import { createChatRepository } from './chat/repository.ts';
import { type ChatStreamOptions, chatRoutes } from './chat/routes.ts';
import { createChatService } from './chat/service.ts';
import { createCheckoutRepository } from './checkout/repository.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { type CheckoutService, createCheckoutService } from './checkout/service.ts';
import { createComparisonRepository } from './comparison/repository.ts';
import { comparisonRoutes } from './comparison/routes.ts';
import { createComparisonService } from './comparison/service.ts';
import type { ApiConfig } from './config.ts';
import { contactRoutes } from './contact/routes.ts';
import { sendInspectionReminders } from './customer/inspection-reminders.ts';
import { customerDataRoutes } from './customer/privacy.ts';
import { createCustomerRepository } from './customer/repository.ts';
import { customerRoutes } from './customer/routes.ts';
import { createCustomerService } from './customer/service.ts';
import type { Database } from './db/client.ts';
import { createDealerDownloads, dealerRoutes } from './dealer/downloads.ts';
import { createQuickOrder, quickOrderRoutes } from './dealer/quick-order.ts';
import { dealerLocator } from './dealer-locator/routes.ts';
import { errorHandler, notFoundHandler } from './errors.ts';
import { healthRoutes } from './health/routes.ts';
import { limitJsonShape, parseJsonBody, requireJsonBody } from './http/body.ts';
import { refuseControlCharacters } from './http/control-characters.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { invoiceAttachment, issueCreditNote } from './invoices/service.ts';
import { cached } from './lib/cache.ts';
import { apiLog } from './lib/log.ts';
import { logPath, logSafeError, requestIds } from './lib/log-safe.ts';
import { createListingRepository } from './listing/repository.ts';
import { listingRoutes } from './listing/routes.ts';
import { createListingService } from './listing/service.ts';
import { createStoredFacets } from './listing/stored-facets.ts';
import { createMailer } from './mail/mailer.ts';
import { createCategoryTiles } from './media/drawing-images.ts';
import { createVariantCache, photoRoutes, photoUploadRoutes } from './media/photo-routes.ts';
import { createPhotoStore } from './media/photo-store.ts';
import { createMediaRepository } from './media/repository.ts';
import { mediaRoutes } from './media/routes.ts';
import { openSharedVariants } from './media/shared-variants.ts';
import { createMenuRepository } from './menus/repository.ts';
import { menuRoutes } from './menus/routes.ts';
import { createMenuService } from './menus/service.ts';
import { type ApiMetrics, createApiMetrics } from './metrics.ts';
import { createOfferRepository } from './offers/repository.ts';
import { offerRoutes } from './offers/routes.ts';
import { createOfferService } from './offers/service.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { createOptionRepository } from './options/repository.ts';
import { optionRoutes } from './options/routes.ts';
import { createOptionService } from './options/service.ts';
import { createOrderJobs } from './orders/jobs.ts';
import { paymentDeadline } from './orders/payment-expiry.ts';
import { legalAttachments, legalRoutes } from './pages/legal.ts';
import { createPageRepository } from './pages/repository.ts';
import { pageRoutes } from './pages/routes.ts';
import { createPageService } from './pages/service.ts';
import { createMollieProvider, mollieWebhookUrl } from './payments/mollie-provider.ts';
import { paymentProviderKind, refuseWithoutProvider } from './payments/provider-choice.ts';
import { createPaymentRepository } from './payments/repository.ts';
import { mollieWebhookRoutes, testPaymentRoutes } from './payments/routes.ts';
import { createPaymentService } from './payments/service.ts';
import { createTestProvider } from './payments/test-provider.ts';
import { createPdokClient } from './pdok/client.ts';
import { createAddressLookup } from './pdok/lookup.ts';
import { addressLookupRoutes } from './pdok/routes.ts';
import { places } from './places/routes.ts';
import { createProductRepository } from './products/repository.ts';
import { productRoutes } from './products/routes.ts';
import { createProductService } from './products/service.ts';
import { resolveRoutes } from './resolve/routes.ts';
import { createResolveService } from './resolve/service.ts';
import { returnsRoutes } from './returns/routes.ts';
import { createReturnsService } from './returns/service.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { reviewTranslationRoutes } from './reviews/translation-routes.ts';
import { createSearchAnalytics } from './search/analytics.ts';
import { insightsRoutes } from './search/insights-routes.ts';
import { createSearchRepository } from './search/repository.ts';
import { createSearchService } from './search/service.ts';
import { createSynonymRepository } from './search/synonyms-repository.ts';
import { synonymRoutes } from './search/synonyms-routes.ts';
import { deliveryPromiseTo, homeDeliveryDay, shippingData } from './shipping/promises.ts';
import { createShopRepository } from './shop/repository.ts';
import { shopRoutes } from './shop/routes.ts';
import { sellerIdentity } from './shop/seller.ts';
import { createShopService } from './shop/service.ts';
import { sitemapRoutes } from './sitemap/routes.ts';
import { createStockAlertRepository } from './stock-alerts/repository.ts';
import { stockAlertRoutes } from './stock-alerts/routes.ts';
import { createStockAlertService } from './stock-alerts/service.ts';
import { type Tracing, traceRequests } from './tracing.ts';
import { createVersionRepository, versionRoutes } from './version/routes.ts';
import { createViesChecker } from './vies/checker.ts';
import { createViesClient } from './vies/client.ts';

interface ApiAppOptions {
  db: Database;
  config: Pick<ApiConfig, 'log'> & Partial<ApiConfig>;
  /** true once SIGTERM arrived: /readyz answers 503 so load balancers stop sending traffic */
  isDraining?: () => boolean;
  /** The chat's live streams (decision 024): startApi ends them at shutdown; default a new hub. */
  chatHub?: ChatHub;
  /** Chat stream timing (tests make it short). */
  chatStream?: ChatStreamOptions;
  /** Where login, reset and chat rate limits count: default this process's memory; startApi passes Redis with REDIS_URL. */
  rateLimits?: RateLimitFactory;
  /** Prometheus metrics; default: made from config.metricsToken (none without a token; decision 026). */
  metrics?: ApiMetrics;
  /** Traces (OTEL_EXPORTER_OTLP_ENDPOINT; tracing.ts): a server span per request. None without. */
  tracing?: Tracing;
}

export function createApiApp({
  db: database,
  config,
  isDraining = () => false,
  chatHub = createChatHub(),
  chatStream,
  rateLimits,
  tracing,
  metrics = config.metricsToken ? createApiMetrics({ token: config.metricsToken, tracing }) : undefined,
}: ApiAppOptions): Express {
  const { db } = database;

  // Repositories (the only code that knows Drizzle) and the services built on them.
  const productRepo = createProductRepository(db);
  const search = createSearchService(createSearchRepository(db));
  // The dropdown's categories also find a title the way products are found (stems, compounds, typos).
  const media = createMediaRepository(db);
  const tiles = createCategoryTiles(media);
  const categories = createCategoryService(createCategoryRepository(db), {
    relatedTerms: (languageId, term) => search.relatedTerms(languageId, term),
    tileUrls: tiles.urls,
  });
  const pages = createPageService(createPageRepository(db), {
    seller: () => sellerIdentity(db),
    shipping: (locale) => shippingData(db, locale),
  });
  // Which payment provider is live (payments/provider-choice.ts): a shop on the test provider is a
  // demo, the only kind whose unsent mails' links (they carry tokens) are logged.
  const providerKind = paymentProviderKind({ ...config, database: database.kind });
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    mailDir: config.mailDir,
    log: config.log ? undefined : () => {},
    logLinks: providerKind === 'test',
  });
  // With SMTP, what is still unsent (a failed send, back-in-stock notices) goes out every minute.
  if (config.smtpUrl) setInterval(() => void mailer.flushOutbox().catch(() => {}), 60_000).unref();
  // Inspection reminders go out (or into the outbox) once an hour; a claim makes each one once.
  if (config.remindInspections) {
    const remind = () =>
      void sendInspectionReminders({ db, send: (mail) => mailer.send(mail) }).catch(() => {});
    setInterval(remind, 60 * 60_000).unref();
  }
  // VIES confirms a business's VAT number before its order is reverse charged (decision 072):
  // VIES_URL (none: off), its answers kept for a while (vies/checker.ts).
  const vies = createViesChecker(
    config.viesUrl
      ? createViesClient({ url: config.viesUrl, timeoutMs: config.viesTimeoutMs ?? 2000 })
      : undefined,
    { warn: config.log ? undefined : () => {} },
  );
  // The clock of the delivery day and the cart (decision 098): tests set config.now.
  const now = config.now ?? (() => new Date());
  // The shipping data the product page's day is computed from, kept 10 s (the day itself per request).
  const productShipping = cached(() => shippingData(db, 'nl'), 10_000);
  const cart = createCartService(createCartRepository(db, vies), { now });
  // Dutch addresses from their postcode and number (decision 098): PDOK_URL (none: off), cached.
  const addressLookup = createAddressLookup(
    config.pdokUrl
      ? createPdokClient({ url: config.pdokUrl, timeoutMs: config.pdokTimeoutMs ?? 2000 })
      : undefined,
    { warn: config.log ? undefined : () => {} },
  );
  const auth = createAuthService(createAuthRepository(db), {
    send: (mail) => mailer.send(mail),
    storefrontUrl: config.storefrontUrl,
    // Login moves the guest's cart (X-FZ-Cart-Token) into the customer's.
    mergeCart: (customerId, cartToken) => cart.mergeAtLogin(customerId, cartToken),
    rateLimits,
  });
  // Payments (decision 020): Mollie with MOLLIE_API_KEY; the built-in test provider only where
  // provider-choice.ts allows it (the demo, tests, TEST_PAYMENTS=on); else none, and ordering is
  // refused. A paid order gets its confirmation mail (checkout claims it, so it goes once).
  const storefrontUrl = (config.storefrontUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  // With none, the test provider still answers for payments made before (its page is not served).
  const testProvider = config.mollieApiKey ? undefined : createTestProvider(db, { baseUrl: storefrontUrl });
  let checkout: CheckoutService | undefined;
  // How long an unpaid order waits (decision 042): UNPAID_ORDER_EXPIRY_MINUTES, bank transfer 14 days.
  const deadline = paymentDeadline(config.unpaidOrderExpiryMinutes);
  const paymentProvider = config.mollieApiKey
    ? createMollieProvider({ apiKey: config.mollieApiKey, apiEndpoint: config.mollieApiEndpoint })
    : testProvider!.provider;
  const payments = createPaymentService(createPaymentRepository(db), {
    provider: paymentProvider,
    storefrontUrl,
    webhookUrl: mollieWebhookUrl(storefrontUrl),
    onPaid: async (orderId) => checkout?.sendConfirmation(orderId),
    paymentDeadline: deadline,
    warn: config.log ? undefined : () => {},
  });
  checkout = createCheckoutService(createCheckoutRepository(db, vies), {
    cart,
    payments,
    auth,
    send: (mail) => mailer.send(mail),
    storefrontUrl,
    paymentDeadline: deadline,
    // The invoice (decision 094) and the terms as a PDF (issue 40, decision 091: the durable medium).
    attachInvoice: async (orderId, locale) => [
      ...(await invoiceAttachment(db, orderId, locale)),
      ...(await legalAttachments(db, pages, locale)),
    ],
    deliveryPromise: (countryId, methodId, locale) =>
      deliveryPromiseTo(db, countryId, methodId, locale, now()),
  });
  // Unpaid orders expire and give their stock back (every minute); paid ones get a review
  // invitation after REVIEW_INVITE_DAYS (decision 042). Safe on every instance at once.
  const orderJobs = createOrderJobs({
    db,
    payments,
    send: (mail) => mailer.send(mail),
    storefrontUrl,
    reviewLinkSecret: config.reviewLinkSecret,
    production: config.production ?? false,
    reviewInviteDays: config.reviewInviteDays,
    log: config.log ? undefined : () => {},
  });
  orderJobs.schedule({
    expire: config.expireUnpaidOrders ?? false,
    expireEveryMs: config.expireUnpaidOrdersEveryMs,
    invite: (config.reviewInviteDays ?? 0) > 0,
  });
  // Search analytics (issue 25): the listing service counts results-page searches with
  // searchAnalytics.record; dealers and staff read them at /api/search/insights.
  const searchAnalytics = createSearchAnalytics(db, { warn: config.log ? undefined : () => {} });
  const services = {
    // The hours the chat goes online by are the shop's hours on the contact page too (issue 26).
    shop: createShopService(createShopRepository(db), {
      openingHours: config.chatOpeningHours,
      shipping: (locale) => shippingData(db, locale),
    }),
    menus: createMenuService(createMenuRepository(db)),
    products: createProductService(productRepo, categories.index, {
      deliveryDay: async () => homeDeliveryDay(await productShipping(), now()),
    }),
    listing: createListingService(
      createListingRepository(db, async () => (await categories.index()).partsCategories(), {
        storedFacets: createStoredFacets(database, { warn: config.log ? undefined : () => {} }),
      }),
      productRepo,
      categories.index,
      search,
      {
        onSearch: (search) => searchAnalytics.record(search),
        // PGlite runs one statement at a time: the page's and the facets' would queue (decision 114).
        onePoolForPageAndFacets: database.kind === 'pglite',
      },
    ),
    options: createOptionService(createOptionRepository(db)),
    comparison: createComparisonService(createComparisonRepository(db), productRepo),
    stockAlerts: createStockAlertService(createStockAlertRepository(db), { storefrontUrl }),
    resolve: createResolveService({
      products: productRepo,
      categoryIndex: categories.index,
      pageIndex: pages.index,
    }),
  };
  const customerIdOf = async (req: express.Request) =>
    (await auth.customerFromToken(bearerToken(req)))?.id ?? null;

  const app = express();
  app.locals.orderJobs = orderJobs;
  app.locals.searchAnalytics = searchAnalytics;
  app.disable('x-powered-by');
  app.set('etag', 'weak');
  app.set('query parser', 'simple');
  // req.ip is the visitor's when the storefront (on loopback by default) forwards it; a spoofed
  // X-Forwarded-For from anyone else is ignored (rate limits count per req.ip).
  app.set('trust proxy', config.trustProxy ?? 'loopback');
  // Traces (only with OTEL_EXPORTER_OTLP_ENDPOINT): the request's span, child of the caller's traceparent.
  if (tracing) app.use(traceRequests(tracing));
  // Metrics (only with METRICS_TOKEN): counted when each response closes; scraped at /metrics, outside /api.
  if (metrics) {
    app.use(metrics.record);
    app.use(metrics.endpoint);
  }

  // Every answer: JSON that no browser sniffs or frames, varying by language; not cached unless a route says so.
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    res.setHeader('Vary', 'X-FZ-Language-Id, Authorization');
    res.setHeader('Cache-Control', 'no-store');
    if (config.log) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        apiLog().info('request', {
          ...requestIds(req, res),
          method: req.method,
          path: logPath(req.path),
          route: req.route?.path,
          status: res.statusCode,
          dur_ms: Math.round(ms * 10) / 10,
        });
      });
    }
    next();
  });

  const api = express.Router();
  // The payment provider's calls come first: Mollie's webhook posts a form, the test page's buttons no body.
  if (providerKind === 'mollie') api.use(mollieWebhookRoutes(payments));
  if (providerKind === 'test') api.use(testPaymentRoutes(testProvider!, payments));
  if (providerKind === 'none') api.use(refuseWithoutProvider);
  // Photos (decision 097): the staff's upload takes the image file as its body, so it comes before
  // the JSON body parser; the sizes and formats the storefront shows are made once and cached.
  const photoStore = createPhotoStore(db);
  const photoSettings = {
    limits: {
      maxBytes: config.photoMaxBytes ?? 20 * 1024 * 1024,
      maxPixels: (config.photoMaxMegapixels ?? 50) * 1_000_000,
    },
    cacheDir: config.photoCacheDir,
    cacheMaxBytes: config.photoCacheMaxBytes,
    encodeConcurrency: config.photoEncodeConcurrency,
  };
  api.use(
    photoUploadRoutes(photoStore, { auth, staffToken: config.chatStaffToken, rateLimits }, photoSettings),
  );
  // REDIS_URL: every variant kept in Redis too, and made once across instances (decision 097).
  const photoVariants = createVariantCache({
    ...photoSettings,
    shared: config.redisUrl
      ? openSharedVariants({ url: config.redisUrl, warn: config.log ? undefined : () => {} })
      : undefined,
  });
  api.use(photoRoutes(photoStore, photoVariants));
  // Bodies: JSON only, at most 100 kb, not nested too deeply; no control characters in any text
  // of the path, the query or the body (tab and newline only where a text area allows them).
  api.use(requireJsonBody, parseJsonBody, limitJsonShape, refuseControlCharacters);
  api.use(healthRoutes({ ping: database.ping, isDraining }));
  // The contract this API keeps, as OpenAPI 3.1 (docs/openapi.json, decision 063).
  api.use(openApiRoutes());
  // The data version storefront page caches compare (bumped by triggers on every catalogue/content write).
  api.use(versionRoutes(createVersionRepository(db)));
  api.use(shopRoutes(services.shop));
  // Review promotion links (decision 025): the hash is checked, the invitation answered.
  api.use(
    reviewRoutes({
      shop: services.shop,
      secret: config.reviewLinkSecret,
      production: config.production ?? false,
      reviewServiceUrl: config.reviewServiceUrl,
    }),
  );
  // A review's translation into the shop's other language (staff only; decision 103).
  api.use(reviewTranslationRoutes(db, { auth, staffToken: config.chatStaffToken, rateLimits }));
  api.use(menuRoutes(services.menus));
  api.use(categoryRoutes(categories));
  api.use(resolveRoutes(services.resolve));
  // The sitemap's summary and keyset pages, for the storefront's streamed sitemap index and children (decision 061).
  api.use(sitemapRoutes(db));
  api.use(productRoutes(services.products));
  api.use(pageRoutes(pages));
  // The terms and privacy statement as PDFs (issue 40, decision 091).
  api.use(legalRoutes(db, pages));
  api.use(listingRoutes(services.listing, customerIdOf));
  api.use(insightsRoutes(searchAnalytics, { auth, staffToken: config.chatStaffToken, rateLimits }));
  // The merchant's synonyms (staff only): a write is used by the search at once, no reindex.
  api.use(
    synonymRoutes(createSynonymRepository(db), search, {
      auth,
      staffToken: config.chatStaffToken,
      rateLimits,
    }),
  );
  api.use(optionRoutes(services.options));
  api.use(comparisonRoutes(services.comparison));
  api.use(stockAlertRoutes(services.stockAlerts, customerIdOf));
  api.use(contactRoutes(db, { send: (mail) => mailer.send(mail), rateLimits }));
  api.use(authRoutes(auth));
  api.use(cartRoutes(cart, auth));
  api.use(checkoutRoutes(checkout, auth));
  api.use(addressLookupRoutes(addressLookup));
  api.use(offerRoutes(createOfferService(createOfferRepository(db), cart), auth));
  api.use(customerRoutes(createCustomerService(createCustomerRepository(db)), auth, cart));
  // The customer's own data: download it, erase the account (issue 40, decision 091).
  api.use(customerDataRoutes(db, auth));
  api.use(dealerRoutes(createDealerDownloads(db), auth));
  // Invoices and credit notes of paid orders (decision 094): the dashboard's and the order page's.
  api.use(invoiceRoutes(db, auth));
  // Withdrawal and returns (decision 093): the withdrawal function, the model form, returns, refunds.
  api.use(
    returnsRoutes(
      createReturnsService(db, {
        provider: paymentProvider,
        send: (mail) => mailer.send(mail),
        storefrontUrl,
        rateLimits,
        // A refund after payment gets its credit note, naming the invoice (decision 094).
        creditNote: (refund) => issueCreditNote(db, { ...refund, reason: 'return' }),
      }),
      { db, auth, staffToken: config.chatStaffToken, rateLimits },
    ),
  );
  api.use(quickOrderRoutes(createQuickOrder(db), auth));
  // Chat (decision 024): the visitor's conversation, opening hours, live events; staff replies.
  api.use(
    chatRoutes(
      createChatService(createChatRepository(db), {
        openingHours: config.chatOpeningHours,
        hub: chatHub,
        rateLimits,
      }),
      auth,
      { hub: chatHub, staffToken: config.chatStaffToken, stream: chatStream, rateLimits },
    ),
  );
  // The dealer locator: dealers (all, or the nearest to a point) and places (autocomplete, geocoding).
  api.use(dealerLocator(db));
  api.use(places(db));
  api.use(
    mediaRoutes({
      media,
      tiles,
      products: productRepo,
      categoryIndex: categories.index,
      pageExists: async (id) => (await pages.index()).ref(id, 1) !== null,
      variants: photoVariants,
    }),
  );
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(
    // The error's code, constraint and route, never its message: a failed query's message holds
    // the SQL with its parameters (tokens, e-mail, addresses; lib/log-safe.ts).
    errorHandler((err, req, level) => {
      apiLog()[level](level === 'error' ? 'request failed' : 'request refused', {
        ...requestIds(req, req.res),
        method: req.method,
        path: logPath(req.path),
        route: req.route?.path,
        ...logSafeError(err),
      });
    }),
  );
  return app;
}
