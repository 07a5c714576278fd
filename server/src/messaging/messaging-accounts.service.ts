import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_WHATSAPP_TEMPLATE_NAMES, type MessagingSettingsInput, type WhatsAppTemplate } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError } from '../common/domain-errors.js';
import { providerUrlProblem } from '../common/outbound-guard.js';
import { SecretBox, SecretBoxError } from '../common/secret-box.js';
import { WARD_CONFIG, type SmsConfig, type WardConfig } from '../config/config.js';
import { MessagingSettingsRecord } from './messaging-settings.entity.js';

/** The WhatsApp Cloud API account in effect: the back office's values over the environment's, secrets opened. */
export interface WhatsAppAccount {
  phoneNumberId: string | null;
  accessToken: string | null;
  appSecret: string | null;
  verifyToken: string | null;
  baseUrl: string;
  templates: Record<WhatsAppTemplate, string>;
  /** it can send: a phone number id and an access token */
  ready: boolean;
}

type Sealed = 'whatsappAccessToken' | 'whatsappAppSecret' | 'whatsappVerifyToken' | 'smsAppSid';
const SEALED: Sealed[] = ['whatsappAccessToken', 'whatsappAppSecret', 'whatsappVerifyToken', 'smsAppSid'];
const PLAIN = ['whatsappPhoneNumberId', 'whatsappBaseUrl', 'smsSenderId', 'smsBaseUrl'] as const;
const BUDGET = ['smsBudgetPerHour', 'smsBudgetPerDay', 'smsBudgetPerCountryPerHour'] as const;

/** Which saved secrets each base URL's provider receives: changing the URL clears them (issue 26). */
const BASE_URL_SECRETS: Array<['whatsappBaseUrl' | 'smsBaseUrl', Sealed[]]> = [
  ['whatsappBaseUrl', ['whatsappAccessToken', 'whatsappAppSecret', 'whatsappVerifyToken']],
  ['smsBaseUrl', ['smsAppSid']],
];

const trimmed = (url: string) => url.replace(/\/$/, '');

export const GRAPH_API = 'https://graph.facebook.com/v21.0';
const UNIFONIC_API = 'https://el.cloud.unifonic.com';

/**
 * WhatsApp's and Unifonic's accounts: typed in the back office (secrets sealed with DATA_KEY, never
 * answered) or, where the back office left a value empty, from the environment. Read on every use
 * (one small query), so every instance sees a change at once.
 */
@Injectable()
export class MessagingAccounts {
  private readonly logger = new Logger('Messaging');
  private readonly box: SecretBox;

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.box = new SecretBox(config.dataKey);
  }

  /** first back-off step of an undelivered WhatsApp message (WHATSAPP_RETRY_SECONDS) */
  get whatsappRetrySeconds(): number {
    return this.config.whatsapp.retrySeconds;
  }

  /** With a manager: read in the caller's transaction (no second connection while it holds one). */
  async record(manager?: EntityManager): Promise<MessagingSettingsRecord> {
    const repo = (manager ?? this.db).getRepository(MessagingSettingsRecord);
    return (await repo.findOneBy({ id: 1 })) ?? repo.create({ id: 1, whatsappTemplates: {} });
  }

  async whatsapp(from?: MessagingSettingsRecord | EntityManager): Promise<WhatsAppAccount> {
    const r = from instanceof MessagingSettingsRecord ? from : await this.record(from);
    const env = this.config.whatsapp;
    const envBase = this.effectiveBase('whatsappBaseUrl', null);
    const baseUrl = this.effectiveBase('whatsappBaseUrl', r.whatsappBaseUrl);
    // the environment's secrets go only where the environment sends them, never to an address typed in the back office
    const envSecrets = baseUrl === envBase ? env : { accessToken: null, appSecret: null, verifyToken: null };
    const phoneNumberId = r.whatsappPhoneNumberId ?? env.phoneNumberId;
    const accessToken = this.open(r, 'whatsappAccessToken') ?? envSecrets.accessToken;
    return {
      phoneNumberId,
      accessToken,
      appSecret: this.open(r, 'whatsappAppSecret') ?? envSecrets.appSecret,
      verifyToken: this.open(r, 'whatsappVerifyToken') ?? envSecrets.verifyToken,
      baseUrl,
      templates: { ...DEFAULT_WHATSAPP_TEMPLATE_NAMES, ...r.whatsappTemplates },
      ready: !!phoneNumberId && !!accessToken,
    };
  }

  /** Unifonic's account in effect, or null: text messages stay in the outbox, readable (demo). */
  async sms(from?: MessagingSettingsRecord | EntityManager): Promise<SmsConfig | null> {
    const r = from instanceof MessagingSettingsRecord ? from : await this.record(from);
    const env = this.config.sms;
    const envBase = this.effectiveBase('smsBaseUrl', null);
    const baseUrl = this.effectiveBase('smsBaseUrl', r.smsBaseUrl);
    const appSid = this.open(r, 'smsAppSid') ?? (baseUrl === envBase ? env?.appSid : null) ?? null;
    if (!appSid) return null;
    return {
      provider: 'unifonic',
      appSid,
      senderId: r.smsSenderId ?? env?.senderId ?? 'Ward',
      baseUrl,
      retrySeconds: env?.retrySeconds ?? 10,
    };
  }

  /** Saves what the admin typed: absent keeps, '' or null clears (the environment's value applies again). */
  async update(input: MessagingSettingsInput, adminId: number): Promise<MessagingSettingsRecord> {
    const row = await this.record();
    for (const [url, secrets] of BASE_URL_SECRETS) {
      const next = input[url];
      if (next === undefined || this.effectiveBase(url, next) === this.effectiveBase(url, row[url])) continue;
      const problem = next ? providerUrlProblem(next, { allowPrivate: this.config.allowPrivateProviderUrls }) : null;
      if (problem) throw new BadInputError(problem, { [url]: problem });
      // a secret shown only masked must not be recoverable by pointing the server elsewhere: a new address forgets them
      for (const secret of secrets) if (input[secret] === undefined) row[secret] = null;
    }
    for (const key of PLAIN) if (input[key] !== undefined) row[key] = input[key] || null;
    for (const key of BUDGET) if (input[key] !== undefined) row[key] = input[key] ?? null;
    for (const key of SEALED) if (input[key] !== undefined) row[key] = input[key] ? this.box.seal(input[key], `messaging.${key}`) : null;
    if (input.whatsappTemplates) row.whatsappTemplates = { ...row.whatsappTemplates, ...input.whatsappTemplates };
    row.updatedBy = adminId;
    await this.db.getRepository(MessagingSettingsRecord).save(row);
    return this.record();
  }

  /** Where a provider's calls go with this back-office value: it, or (empty) the environment's or the provider's own address. */
  private effectiveBase(key: 'whatsappBaseUrl' | 'smsBaseUrl', value: string | null | undefined): string {
    const fallback = key === 'whatsappBaseUrl' ? (this.config.whatsapp.baseUrl ?? GRAPH_API) : (this.config.sms?.baseUrl ?? UNIFONIC_API);
    return trimmed(value || fallback);
  }

  private open(row: MessagingSettingsRecord, key: Sealed): string | null {
    const sealed = row[key];
    if (!sealed) return null;
    try {
      return this.box.open(sealed, `messaging.${key}`);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      this.logger.error(`${key} does not open with this DATA_KEY: enter it again in the back office`);
      return null;
    }
  }
}
