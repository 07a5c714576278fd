import { Body, Delete, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { contactMessageUpdateSchema } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AdminController } from '../access/decorators.js';
import { NoSuchRecord } from '../common/api-responses.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { ContactService } from './contact.service.js';
import { NewsletterService } from './newsletter.service.js';

@AdminController('newsletter-subscribers')
export class AdminNewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get()
  @ApiOperation({ summary: 'List newsletter subscribers (Content-Range; CSV export through react-admin)' })
  @ListQueryDocs('q (email), status (subscribed|unsubscribed), language, createdAt_gte, createdAt_lte, id')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'DESC'], 5000);
    const [items, total] = await this.newsletter.adminList(q);
    return sendList(reply, 'newsletter-subscribers', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One subscriber' })
  @NoSuchRecord
  get(@IdParam() id: number) {
    return this.newsletter.get(id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a subscriber (erases the address); answers the deleted record' })
  @NoSuchRecord
  remove(@IdParam() id: number) {
    return this.newsletter.remove(id);
  }
}

@AdminController('contact-messages')
export class AdminContactController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'List contact messages (Content-Range; CSV export through react-admin)' })
  @ListQueryDocs('q (name, email, phone, subject, message), isRead, createdAt_gte, createdAt_lte, id')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'DESC'], 5000);
    const [items, total] = await this.contact.adminList(q);
    return sendList(reply, 'contact-messages', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact message' })
  @NoSuchRecord
  get(@IdParam() id: number) {
    return this.contact.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark a message read or unread (only isRead is read from the body)' })
  @ValidBody(contactMessageUpdateSchema, { isRead: true })
  @NoSuchRecord
  update(@IdParam() id: number, @Body() body: z.infer<typeof contactMessageUpdateSchema>) {
    return this.contact.setRead(id, body.isRead);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a contact message; answers the deleted record' })
  @NoSuchRecord
  remove(@IdParam() id: number) {
    return this.contact.remove(id);
  }
}
