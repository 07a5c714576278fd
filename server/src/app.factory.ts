import 'reflect-metadata';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { addMessages, MAX_UPLOAD_BYTES, paymentMessages, returnMessages, walletMessages } from '@ward/shared';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { edgeServer, type EdgeRoute } from './common/edge-server.js';
import { registerHttpCaching } from './common/http-cache.js';
import { registerNulGuard } from './common/nul-guard.js';
import { registerSecurityHeaders } from './common/security-headers.js';
import { frameworkErrorHandlers } from './common/framework-errors.js';
import { MicroCache } from './common/micro-cache.js';
import { catalogFastLane, type SecurityHeaders } from './catalog/listing/catalog-fast-lane.js';
import { ProductListing } from './catalog/listing/product-listing.js';
import { ProductsService } from './catalog/products.service.js';
import { productionWarnings, providerUrlsOf, type WardConfig } from './config/config.js';
import { assertProviderUrls, installOutboundGuard } from './common/outbound-guard.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';
import { seedDemoShop } from './database/seed/seed-demo.js';
import { registerStaticSites } from './static-sites.js';
import { setupSwagger } from './swagger.js';
import { createLogger, WardLogger } from './logging/logger.js';
import { registerRequestIds, requestIdFor } from './logging/request-id.js';
import { Metrics } from './metrics/metrics.service.js';
import { registerRequestLog } from './metrics/request-finished.js';
import { registerServerTiming } from './common/server-timing.js';
import { currentMapTileOrigin } from './content/map-tile-origin.js';
import { SettingsService } from './content/settings.service.js';

// the payments' part of the message catalogue (kept out of the back office's first load)
addMessages(paymentMessages);
addMessages(returnMessages);
addMessages(walletMessages);

export interface WardApp {
  app: NestFastifyApplication;
  config: WardConfig & { databaseUrl: string };
  /** base URL once listening */
  url: string | null;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Content-Security-Policy without inline scripts (styles: MUI/Emotion inject <style>). The pay
 * page sends the card from the browser straight to Moyasar's API (connect-src).
 */
const csp = (config: WardConfig) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // the address pin's map tiles come from the server the settings name (default OpenStreetMap)
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', () => currentMapTileOrigin()],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", new URL(config.paymentProviders.moyasar.baseUrl ?? 'https://api.moyasar.com').origin],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
});

/**
 * TRUST_PROXY: `true` trusts the one proxy in front (the load balancer), a number that many hops,
 * anything else is the proxies' addresses or CIDRs (comma-separated). Never "trust everything":
 * the left-most X-Forwarded-For entry is whatever the client wrote, and per-IP rate limits would
 * count it.
 */
export function trustProxy(value: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (!value || value === 'false') return false;
  const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : null;
  if (hops === null) return value;
  return (_address, hop) => hop < hops;
}

/** pg_advisory_lock key held while an instance migrates and seeds ("ward" in ASCII). */
const STARTUP_LOCK = 0x77617264;

/**
 * Several instances starting together on one database (a deploy behind a load balancer): one
 * runs the migrations and the seed while the others wait here, then find both done. Held on a
 * connection of its own, released when that connection ends.
 */
async function startupLock(databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
  return async () => {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}

/** The catalogue reads the edge answers before the framework when the micro-cache cannot. */
function fastLane(
  app: NestFastifyApplication,
  config: WardConfig,
  securityHeaders: SecurityHeaders,
  log: ReturnType<typeof createLogger>,
): EdgeRoute {
  return catalogFastLane({
    listing: app.get(ProductListing),
    products: app.get(ProductsService),
    cache: app.get(MicroCache),
    securityHeaders,
    metrics: config.metricsToken ? app.get(Metrics) : null,
    log,
  });
}

/** Provider base URLs from the environment pass the back office's rule (issue 26); then, in production, no connection reaches a private address. */
function guardOutboundTraffic(config: WardConfig): void {
  const policy = { allowPrivate: config.allowPrivateProviderUrls };
  assertProviderUrls(providerUrlsOf(config), policy);
  installOutboundGuard(policy);
}

/**
 * Builds the whole shop in one process (DESIGN.md §1): embedded PostgreSQL when no
 * DATABASE_URL, migrations, demo seed, the API, Swagger, media and the two static sites.
 */
export async function createWardApp(baseConfig: WardConfig): Promise<WardApp> {
  guardOutboundTraffic(baseConfig);
  let embedded: EmbeddedDatabase | null = null;
  if (!baseConfig.databaseUrl) embedded = await startEmbeddedPostgres(join(baseConfig.dataDir, 'pg'));
  const config = { ...baseConfig, databaseUrl: baseConfig.databaseUrl ?? embedded!.url };

  let unlock: (() => Promise<void>) | null = null;
  try {
    unlock = await startupLock(config.databaseUrl);
    const edge = edgeServer();
    const logger = createLogger(config.logLevel);
    const adapter = new FastifyAdapter({
      serverFactory: edge.serverFactory as never,
      loggerInstance: logger,
      // both the framework and the fast lane log and time requests through metrics/request-finished.ts
      disableRequestLogging: true,
      genReqId: requestIdFor as never,
      trustProxy: trustProxy(config.trustProxy),
      bodyLimit: 1024 * 1024,
      ...frameworkErrorHandlers(config.nodeEnv === 'production'),
    });
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
      logger: new WardLogger(logger),
      bufferLogs: false,
    });
    app.setGlobalPrefix('api', { exclude: ['metrics'] });

    const fastify = app.getHttpAdapter().getInstance();
    await registerRequestIds(app);
    registerRequestLog(fastify, { log: logger, metrics: config.metricsToken ? app.get(Metrics) : null });
    // before compress: the cache keeps the identity bytes and compresses them itself
    registerHttpCaching(fastify, app.get(MicroCache));
    const securityHeaders = registerSecurityHeaders(fastify, {
      contentSecurityPolicy: { directives: csp(config) },
      hsts: config.nodeEnv === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] } as never);
    registerServerTiming(fastify);
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 20 } });

    registerNulGuard(fastify);
    setupSwagger(app);
    await registerStaticSites(app, config);
    await app.init();
    edge.attach(app.get(MicroCache), fastLane(app, config, securityHeaders, logger));

    for (const warning of productionWarnings(config)) Logger.warn(`⚠⚠⚠ ${warning}`, 'Ward');
    if (config.seedDemo) await seedDemoShop(app.get(DataSource), config);
    await unlock();
    unlock = null;
    // the CSP lets in the map tiles of the saved settings from the first page on
    await app.get(SettingsService).get();

    const wardApp: WardApp = {
      app,
      config,
      url: null,
      async listen(port = config.port, host = config.host) {
        await app.listen(port, host);
        const address = fastify.server.address();
        const actualPort = typeof address === 'object' && address ? address.port : port;
        wardApp.url = `http://127.0.0.1:${actualPort}`;
        return wardApp.url;
      },
      async close() {
        await app.close();
        if (embedded) await embedded.stop();
      },
    };
    return wardApp;
  } catch (error) {
    await unlock?.();
    if (embedded) await embedded.stop().catch(() => undefined);
    throw error;
  }
}
