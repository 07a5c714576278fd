import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the server reads from the environment (README "Running in production"). */
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
  /** Seed the demo shop and demo accounts (default: only on the embedded database). */
  seedDemo: boolean;
  /** Public origin used in mails and payment redirects. */
  publicUrl: string;
  /** Static builds served by the same process (absent folders are skipped). */
  adminDist: string;
  storefrontDist: string;
  logLevel: string;
  /** Run background jobs (mail retries, order expiry); tests may turn them off. */
  jobs: boolean;
  /** How often the outbox retries undelivered mail (MAIL_RETRY_MS), also the first back-off step. */
  mailRetryMs: number;
  /** Bearer token of `GET /metrics` (METRICS_TOKEN); null: no metrics endpoint. */
  metricsToken: string | null;
  /** Uploaded images on S3-compatible storage (S3_BUCKET…); null: on disk under dataDir/uploads. */
  s3: S3Config | null;
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

export const WARD_CONFIG = Symbol('WARD_CONFIG');

const repoRoot = resolve(new URL('.', import.meta.url).pathname, '../../..');

function secretFromDataDir(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
  const seedDemo = read('SEED_DEMO');
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
    seedDemo: seedDemo ? seedDemo === 'true' : !databaseUrl,
    publicUrl: (read('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminDist: join(repoRoot, 'admin/dist'),
    storefrontDist: join(repoRoot, 'storefront/dist'),
    logLevel: read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    jobs: read('JOBS') !== 'false',
    mailRetryMs: Number(read('MAIL_RETRY_MS')) > 0 ? Number(read('MAIL_RETRY_MS')) : 15_000,
    metricsToken: read('METRICS_TOKEN') ?? null,
    s3: s3Config(read),
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = secretFromDataDir(dataDir);
  return config;
}
