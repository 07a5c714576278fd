import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Message } from '../messaging/outbox/message.entity.js';
import { Outbox } from '../messaging/outbox/outbox.service.js';
import type { RenderedMail } from './layout.js';
import { MailChannel } from './mail-channel.js';

/**
 * Mail, in front of the one outbox: every mail is written there (in the caller's transaction when
 * given) and, when SMTP_URL is set, goes out right after the commit from whichever instance claims
 * its job, retried while SMTP is down (MailChannel). No request ever waits for SMTP. Without
 * SMTP_URL it stays there (`kept`), readable in the back office.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: Outbox,
    private readonly channel: MailChannel,
  ) {}

  /** Queues a mail; with a manager it exists (and goes out) only if the caller's transaction commits. */
  async send(to: string, template: string, mail: RenderedMail, manager?: EntityManager): Promise<Message> {
    const sending = this.channel.ready;
    const row = await this.outbox.add(
      {
        channel: 'mail',
        recipient: to,
        template,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        // without SMTP the outbox is the delivery (a demo reads its reset code there): nothing to mask later
        maskedBody: sending ? (mail.masked?.text ?? null) : null,
        maskedHtml: sending ? (mail.masked?.html ?? null) : null,
        status: sending ? 'pending' : 'kept',
        listUnsubscribe: mail.unsubscribeUrl ?? null,
      },
      manager,
    );
    if (!sending) this.logger.log(`mail kept in outbox (no SMTP_URL): #${row.id} "${template}" to ${to}`);
    return row;
  }
}
