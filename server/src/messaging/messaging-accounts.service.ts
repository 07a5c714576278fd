import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_WHATSAPP_TEMPLATE_NAMES, type MessagingSettingsInput, type WhatsAppTemplate } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
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
    const phoneNumberId = r.whatsappPhoneNumberId ?? env.phoneNumberId;
    const accessToken = this.open(r, 'whatsappAccessToken') ?? env.accessToken;
    return {
      phoneNumberId,
      accessToken,
      appSecret: this.open(r, 'whatsappAppSecret') ?? env.appSecret,
      verifyToken: this.open(r, 'whatsappVerifyToken') ?? env.verifyToken,
      baseUrl: (r.whatsappBaseUrl ?? env.baseUrl ?? GRAPH_API).replace(/\/$/, ''),
      templates: { ...DEFAULT_WHATSAPP_TEMPLATE_NAMES, ...r.whatsappTemplates },
      ready: !!phoneNumberId && !!accessToken,
    };
  }

  /** Unifonic's account in effect, or null: text messages stay in `sms_outbox` (demo). */
  async sms(from?: MessagingSettingsRecord | EntityManager): Promise<SmsConfig | null> {
    const r = from instanceof MessagingSettingsRecord ? from : await this.record(from);
    const env = this.config.sms;
    const appSid = this.open(r, 'smsAppSid') ?? env?.appSid ?? null;
    if (!appSid) return null;
    return {
      provider: 'unifonic',
      appSid,
      senderId: r.smsSenderId ?? env?.senderId ?? 'Ward',
      baseUrl: (r.smsBaseUrl ?? env?.baseUrl ?? UNIFONIC_API).replace(/\/$/, ''),
      retrySeconds: env?.retrySeconds ?? 10,
    };
  }

  /** Saves what the admin typed: absent keeps, '' or null clears (the environment's value applies again). */
  async update(input: MessagingSettingsInput, adminId: number): Promise<MessagingSettingsRecord> {
    const row = await this.record();
    for (const key of PLAIN) if (input[key] !== undefined) row[key] = input[key] || null;
    for (const key of SEALED) if (input[key] !== undefined) row[key] = input[key] ? this.box.seal(input[key], `messaging.${key}`) : null;
    if (input.whatsappTemplates) row.whatsappTemplates = { ...row.whatsappTemplates, ...input.whatsappTemplates };
    row.updatedBy = adminId;
    await this.db.getRepository(MessagingSettingsRecord).save(row);
    return this.record();
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
