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
  /** Run scheduled jobs (e.g. the expiry of unpaid orders) and the queue's maintenance (JOBS=false: off; tests). Queued jobs always run. */
  jobs: boolean;
  /** How often the outbox retries undelivered mail (MAIL_RETRY_MS), also the first back-off step. */
  mailRetryMs: number;
  /** Key that encrypts provider secrets at rest (DATA_KEY; common/secret-box.ts). */
  dataKey: string;
  /** Fatoora API base URL instead of the chosen ZATCA environment's (ZATCA_BASE_URL: a stand-in or a proxy). */
  zatcaBaseUrl: string | null;
}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<WardConfig> = {}): WardConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? join(repoRoot, '.data'));
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = overrides.databaseUrl !== undefined ? overrides.databaseUrl : env.DATABASE_URL || null;
  const nodeEnv = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as WardConfig['nodeEnv'];
  const config: WardConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Ward ورد <no-reply@ward.sa>',
    jwtSecret: env.JWT_SECRET || '',
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '7d',
    nodeEnv,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminDist: env.ADMIN_DIST ?? join(repoRoot, 'admin/dist'),
    storefrontDist: env.STOREFRONT_DIST ?? join(repoRoot, 'storefront/dist'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    jobs: env.JOBS !== 'false',
    mailRetryMs: Number(env.MAIL_RETRY_MS) > 0 ? Number(env.MAIL_RETRY_MS) : 15_000,
    dataKey: env.DATA_KEY || '',
    zatcaBaseUrl: env.ZATCA_BASE_URL ? env.ZATCA_BASE_URL.replace(/\/$/, '') : null,
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = secretFromDataDir(dataDir);
  if (!config.dataKey) config.dataKey = secretFromDataDir(dataDir, 'data-key');
  return config;
}
