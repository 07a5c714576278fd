import type { MessageChannel } from '@ward/shared';
import type { Repository } from 'typeorm';
import type { ListQuery } from '../../common/list-query.js';
import { listPage, listSpec } from '../../common/rest-list.js';
import type { Message } from './message.entity.js';

const LIST = listSpec({
  idColumn: 'm.id',
  defaultSort: 'm.id',
  sorts: {
    id: 'm.id',
    channel: 'm.channel',
    to: 'm.recipient',
    subject: 'm.subject',
    template: 'm.template',
    status: 'm.status',
    attempts: 'm.attempts',
    orderId: 'm."orderId"',
    createdAt: 'm."createdAt"',
    sentAt: 'm."sentAt"',
  },
  search: ['m.recipient', 'm.subject'],
  filters: {
    channel: ['m.channel', 'eq'],
    status: ['m.status', 'eq'],
    template: ['m.template', 'eq'],
    to: ['m.recipient', 'eq'],
    orderId: ['m."orderId"', 'int'],
    createdAt_gte: ['m."createdAt"', 'date_gte'],
    createdAt_lte: ['m."createdAt"', 'date_lte'],
  },
});

/** A page of messages (of one channel when given): `[rows, total]`. */
export function messagePage(repo: Repository<Message>, query: ListQuery, channel?: MessageChannel): Promise<[Message[], number]> {
  const qb = repo.createQueryBuilder('m');
  if (channel) qb.where('m.channel = :channel', { channel });
  return listPage(qb, query, LIST);
}

/**
 * A message as the back office lists it. The sealed text of an SMS is never answered: `preview`
 * is what may be read (a mail's subject, an SMS's masked text, a WhatsApp message's parameters).
 */
export const messageSummary = (m: Message) => ({
  id: m.id,
  channel: m.channel,
  to: m.recipient,
  template: m.template,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  providerMessageId: m.providerMessageId,
  subject: m.subject,
  preview: m.channel === 'mail' ? m.subject : m.channel === 'sms' ? m.body : (m.parameters ?? []).join(' · '),
  templateName: m.templateName,
  language: m.language,
  parameters: m.parameters,
  orderId: m.orderId,
  userId: m.userId,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  statusAt: m.statusAt?.toISOString() ?? null,
});

/** One message with what only its own page shows: a mail's text and HTML, an SMS's (masked) text. */
export const messageDetail = (m: Message) => ({ ...messageSummary(m), text: m.body, html: m.html });
