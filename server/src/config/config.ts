import { randomBytes } from 'node:crypto';
import { whatsappEnv, type WhatsAppEnv } from './whatsapp-config.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

/** Everything the server reads from the environment (docs/operations.md). */
export interface WardConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the server starts an embedded PostgreSQL under dataDir/pg. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * Seed the demo shop and its demo accounts (SEED_DEMO). Default: on the embedded database
   * outside production; NODE_ENV=production seeds only when SEED_DEMO=true (with a loud warning).
   */
  seedDemo: boolean;
  /**
   * The built-in test payment gateway (PAYMENT_TEST_GATEWAY): test cards mark orders paid. Default:
   * on outside production; NODE_ENV=production only when PAYMENT_TEST_GATEWAY=true. Off with no
   * other gateway: card and e-wallet are refused, cash on delivery stays.
   */
  testGateway: boolean;
  /**
   * ALLOW_PRIVATE_PROVIDER_URLS: provider base URLs may name this machine or a private network (stand-ins,
   * an internal proxy). Default: outside production only; production refuses them at start, on save and
   * on connect (common/outbound-guard.ts).
   */
  allowPrivateProviderUrls: boolean;
  /** Public origin used in mails and payment redirects. */
  publicUrl: string;
  /** PUBLIC_URL was not set: `publicUrl` is this machine's localhost (warned about in production). */
  publicUrlDefaulted?: boolean;
  /** TRUST_PROXY: which proxies' X-Forwarded-For to believe (the client address keys the rate limits). */
  trustProxy: string | undefined;
  /** Static builds served by the same process (absent folders are skipped). */
  adminDist: string;
  storefrontDist: string;
  logLevel: string;
  /** Run scheduled jobs (e.g. the expiry of unpaid orders) and the queue's maintenance (JOBS=false: off; tests). Queued jobs always run. */
  jobs: boolean;
  /**
   * Work queued jobs on this instance (WORKERS=false: a web-only instance that only enqueues; another
   * instance works them). Default true.
   */
  workers: boolean;
  /** Storefront pages rendered on the server at once (SSR_CONCURRENCY); more get the SPA shell. */
  ssrConcurrency: number;
  /** How often the outbox retries undelivered mail (MAIL_RETRY_MS), also the first back-off step. */
  mailRetryMs: number;
  /** Key that encrypts provider secrets at rest (DATA_KEY; common/secret-box.ts). */
  dataKey: string;
  /** Fatoora API base URL instead of the chosen ZATCA environment's (ZATCA_BASE_URL: a stand-in or a proxy). */
  zatcaBaseUrl: string | null;
  /** Bearer token of `GET /metrics` (METRICS_TOKEN); null: no metrics endpoint. */
  metricsToken: string | null;
  /** Uploaded images on S3-compatible storage (S3_BUCKET…); null: on disk under dataDir/uploads. */
  s3: S3Config | null;
  /**
   * Payment providers' keys from the environment (they win over the back office's) and API base
   * URLs (a stand-in or a proxy instead of the provider's own; docs/payments.md).
   */
  paymentProviders: Record<'moyasar' | 'tabby' | 'tamara', ProviderEnv>;
  /** APPLE_PAY_DOMAIN_ASSOCIATION: a file with Apple Pay's domain association (else the one uploaded in the back office) */
  applePayAssociationFile: string | null;
  /** Unifonic's SMS API (UNIFONIC_APP_SID…); null: text messages stay in the outbox, readable (demo, tests). */
  sms: SmsConfig | null;
  /** WhatsApp Cloud API (WHATSAPP_*), under the back office's values */
  whatsapp: WhatsAppEnv;
}

export interface SmsConfig {
  provider: 'unifonic';
  appSid: string;
  senderId: string;
  /** https://el.cloud.unifonic.com, or a stand-in / proxy */
  baseUrl: string;
  /** first back-off step of an undelivered message, doubling per attempt */
  retrySeconds: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** another S3-compatible service than AWS (MinIO, R2…) */
  endpoint: string | null;
  /** both null: the SDK's default chain (environment, shared config, instance role) */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/** One provider's settings from the environment; null where unset. */
export interface ProviderEnv {
  /** Moyasar publishable key (pk_…), Tabby public key, Tamara public key (widgets) */
  publicKey: string | null;
  /** Moyasar secret key (sk_…), Tabby secret key, Tamara API token */
  secretKey: string | null;
  /** Moyasar webhook secret token, Tabby webhook header value, Tamara notification token */
  webhookSecret: string | null;
  /** Tabby merchant code */
  merchantCode: string | null;
  /** the provider's API base URL (default: its production host; Tamara's sandbox host in sandbox mode) */
  baseUrl: string | null;
}

/** One provider's values from the environment: trimmed, null where unset, the base URL without a trailing slash. */
const providerEnv = (values: Partial<Record<keyof ProviderEnv, string | undefined>>): ProviderEnv => {
  const value = (key: keyof ProviderEnv) => values[key]?.trim() || null;
  return {
    publicKey: value('publicKey'),
    secretKey: value('secretKey'),
    webhookSecret: value('webhookSecret'),
    merchantCode: value('merchantCode'),
    baseUrl: value('baseUrl')?.replace(/\/$/, '') ?? null,
  };
};

export const WARD_CONFIG = Symbol('WARD_CONFIG');

const repoRoot = resolve(new URL('.', import.meta.url).pathname, '../../..');

/** A random secret generated once into DATA_DIR (development and single-instance setups). */
function secretFromDataDir(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `true` / `false` when the variable says so, otherwise undefined (the default applies). */
function explicitFlag(value: string | undefined): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Lines a production start prints loudly: what makes it a demo rather than a shop. */
export function productionWarnings(
  config: Pick<WardConfig, 'nodeEnv' | 'seedDemo' | 'testGateway' | 'allowPrivateProviderUrls' | 'publicUrl' | 'publicUrlDefaulted'>,
): string[] {
  if (config.nodeEnv !== 'production') return [];
  const warnings: string[] = [];
  if (config.publicUrlDefaulted)
    warnings.push(
      `PUBLIC_URL is not set: links in texts and mails and the payment providers' return address point at ${config.publicUrl}, which no shopper can open. Set PUBLIC_URL to the shop's address (https://…).`,
    );
  if (config.seedDemo)
    warnings.push(
      'SEED_DEMO=true in production: an empty database gets the demo shop with the demo accounts of README (admin@ward.sa / Admin#2026): anyone can sign in as admin. Unset SEED_DEMO and use npm run create-admin for a real shop.',
    );
  if (config.testGateway)
    warnings.push(
      'PAYMENT_TEST_GATEWAY=true in production: card and e-wallet orders are "paid" with the public test cards and no money moves. Both apps show a test-mode ribbon.',
    );
  if (config.allowPrivateProviderUrls)
    warnings.push(
      'ALLOW_PRIVATE_PROVIDER_URLS=true in production: provider base URLs (env and back office) may point at this machine and private networks, so an admin who changes one can reach internal services. Use it only for stand-ins or an internal proxy.',
    );
  return warnings;
}

/** The environment's provider base URLs, by variable name (checked at start: server/src/common/outbound-guard.ts). */
export function providerUrlsOf(config: WardConfig): Record<string, string | null> {
  return {
    MOYASAR_BASE_URL: config.paymentProviders.moyasar.baseUrl,
    TABBY_BASE_URL: config.paymentProviders.tabby.baseUrl,
    TAMARA_BASE_URL: config.paymentProviders.tamara.baseUrl,
    ZATCA_BASE_URL: config.zatcaBaseUrl,
    UNIFONIC_BASE_URL: config.sms?.baseUrl ?? null,
    WHATSAPP_API_BASE_URL: config.whatsapp.baseUrl,
    S3_ENDPOINT: config.s3?.endpoint ?? null,
  };
}

function s3Config(read: (name: string) => string | undefined): S3Config | null {
  const bucket = read('S3_BUCKET');
  if (!bucket) return null;
  return {
    bucket,
    region: read('S3_REGION') ?? 'us-east-1',
    endpoint: read('S3_ENDPOINT') ?? null,
    accessKeyId: read('S3_ACCESS_KEY_ID') ?? null,
    secretAccessKey: read('S3_SECRET_ACCESS_KEY') ?? null,
    forcePathStyle: read('S3_FORCE_PATH_STYLE') === 'true',
  };
}

function smsConfig(read: (name: string) => string | undefined): SmsConfig | null {
  const appSid = read('UNIFONIC_APP_SID');
  if (!appSid) return null;
  return {
    provider: 'unifonic',
    appSid,
    senderId: read('UNIFONIC_SENDER_ID') ?? 'Ward',
    baseUrl: (read('UNIFONIC_BASE_URL') ?? 'https://el.cloud.unifonic.com').replace(/\/$/, ''),
    retrySeconds: Number(read('SMS_RETRY_SECONDS')) > 0 ? Number(read('SMS_RETRY_SECONDS')) : 10,
  };
}

/** A variable's value, with empty meaning unset (compose passes `${VAR:-}` through as ""). */
const reader =
  (env: NodeJS.ProcessEnv) =>
  (name: string): string | undefined =>
    env[name] === '' ? undefined : env[name];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<WardConfig> = {}): WardConfig {
  const read = reader(env);
  const dataDir = resolve(overrides.dataDir ?? read('DATA_DIR') ?? join(repoRoot, '.data'));
  const port = Number(read('PORT') ?? 3000);
  const databaseUrl = overrides.databaseUrl !== undefined ? overrides.databaseUrl : (read('DATABASE_URL') ?? null);
  const nodeEnv = (['production', 'test'].includes(read('NODE_ENV') ?? '') ? read('NODE_ENV') : 'development') as WardConfig['nodeEnv'];
  const config: WardConfig = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    smtpUrl: read('SMTP_URL') ?? null,
    mailFrom: read('MAIL_FROM') ?? 'Ward ورد <no-reply@ward.sa>',
    jwtSecret: read('JWT_SECRET') ?? '',
    jwtExpiresIn: read('JWT_EXPIRES_IN') ?? '7d',
    nodeEnv,
    seedDemo: explicitFlag(read('SEED_DEMO')) ?? (nodeEnv !== 'production' && !databaseUrl),
    testGateway: explicitFlag(read('PAYMENT_TEST_GATEWAY')) ?? nodeEnv !== 'production',
    allowPrivateProviderUrls: explicitFlag(read('ALLOW_PRIVATE_PROVIDER_URLS')) ?? nodeEnv !== 'production',
    trustProxy: read('TRUST_PROXY'),
    publicUrl: (read('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlDefaulted: !read('PUBLIC_URL'),
    adminDist: join(repoRoot, 'admin/dist'),
    storefrontDist: join(repoRoot, 'storefront/dist'),
    logLevel: read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    jobs: read('JOBS') !== 'false',
    workers: read('WORKERS') !== 'false',
    ssrConcurrency:
      Number.isInteger(Number(read('SSR_CONCURRENCY'))) && Number(read('SSR_CONCURRENCY')) > 0
        ? Number(read('SSR_CONCURRENCY'))
        : Math.max(2, availableParallelism()),
    mailRetryMs: Number(read('MAIL_RETRY_MS')) > 0 ? Number(read('MAIL_RETRY_MS')) : 15_000,
    dataKey: read('DATA_KEY') ?? '',
    zatcaBaseUrl: read('ZATCA_BASE_URL')?.replace(/\/$/, '') ?? null,
    metricsToken: read('METRICS_TOKEN') ?? null,
    s3: s3Config(read),
    paymentProviders: {
      moyasar: providerEnv({
        publicKey: read('MOYASAR_PUBLISHABLE_KEY'),
        secretKey: read('MOYASAR_SECRET_KEY'),
        webhookSecret: read('MOYASAR_WEBHOOK_SECRET'),
        baseUrl: read('MOYASAR_BASE_URL'),
      }),
      tabby: providerEnv({
        publicKey: read('TABBY_PUBLIC_KEY'),
        secretKey: read('TABBY_SECRET_KEY'),
        webhookSecret: read('TABBY_WEBHOOK_SECRET'),
        merchantCode: read('TABBY_MERCHANT_CODE'),
        baseUrl: read('TABBY_BASE_URL'),
      }),
      tamara: providerEnv({
        publicKey: read('TAMARA_PUBLIC_KEY'),
        secretKey: read('TAMARA_API_TOKEN'),
        webhookSecret: read('TAMARA_NOTIFICATION_TOKEN'),
        baseUrl: read('TAMARA_BASE_URL'),
      }),
    },
    applePayAssociationFile: read('APPLE_PAY_DOMAIN_ASSOCIATION') ?? null,
    sms: smsConfig(read),
    whatsapp: whatsappEnv(read),
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = secretFromDataDir(dataDir);
  if (!config.dataKey) config.dataKey = secretFromDataDir(dataDir, 'data-key');
  return config;
}
