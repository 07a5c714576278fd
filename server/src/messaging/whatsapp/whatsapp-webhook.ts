import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate, type MessageKey } from '@ward/shared';
import { timingSafeEqual } from 'node:crypto';
import { languageOf } from '../../common/request-language.js';
import { MessagingAccounts } from '../messaging-accounts.service.js';
import { reportedStatuses, signatureValid } from './whatsapp-webhook-payload.js';
import { WhatsAppService } from './whatsapp.service.js';

export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

/** A refusal in the storefront API's envelope, translated (the success answers are Meta's: the bare challenge, { received }). */
const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey) =>
  reply.status(status).send({ isSuccess: false, data: null, message: translate(key, languageOf(request)), errors: null });

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Meta's webhook for the WhatsApp number (https://developers.facebook.com/docs/graph-api/webhooks/getting-started):
 * `GET` is the subscription handshake (`hub.mode=subscribe`, `hub.verify_token` = ours, answer
 * `hub.challenge`); `POST` carries message statuses, signed over the raw body with the app
 * secret (`X-Hub-Signature-256`). Registered on Fastify itself, in a scope of its own whose JSON
 * parser keeps the raw bytes the signature covers; a wrong or missing signature is refused (401)
 * and changes nothing. Documented in Swagger by whatsapp-webhook-docs.ts.
 */
@Injectable()
export class WhatsAppWebhook implements OnModuleInit {
  private readonly logger = new Logger('WhatsApp');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly accounts: MessagingAccounts,
    private readonly whatsapp: WhatsAppService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    void fastify.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
      scope.get(WHATSAPP_WEBHOOK_PATH, (request, reply) => this.handshake(request, reply));
      scope.post(WHATSAPP_WEBHOOK_PATH, (request, reply) => this.notification(request, reply));
    });
  }

  private async handshake(request: FastifyRequest, reply: FastifyReply) {
    const query = request.query as Record<string, unknown>;
    const { verifyToken } = await this.accounts.whatsapp();
    const given = query['hub.verify_token'];
    const challenge = query['hub.challenge'];
    if (
      query['hub.mode'] !== 'subscribe' ||
      !verifyToken ||
      typeof given !== 'string' ||
      !sameText(given, verifyToken) ||
      typeof challenge !== 'string'
    )
      return refuse(request, reply, 403, 'messaging.webhookVerifyRefused');
    return reply.status(200).type('text/plain; charset=utf-8').send(challenge.slice(0, 200));
  }

  private async notification(request: FastifyRequest, reply: FastifyReply) {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const { appSecret } = await this.accounts.whatsapp();
    const header = request.headers['x-hub-signature-256'];
    if (!signatureValid(raw, typeof header === 'string' ? header : undefined, appSecret))
      return refuse(request, reply, 401, 'messaging.webhookSignatureInvalid');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return refuse(request, reply, 400, 'error.validation');
    }
    const moved = await this.whatsapp.applyStatuses(reportedStatuses(body));
    if (moved) this.logger.log(`WhatsApp statuses applied: ${moved}`);
    return reply.status(200).send({ isSuccess: true, data: { received: true }, message: null, errors: null });
  }
}
