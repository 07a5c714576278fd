import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  BANNER_POSITIONS,
  contactSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  PAGE_SLUGS,
  type BannerPosition,
  type ContactInput,
  type Language,
} from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { StorefrontController } from '../access/decorators.js';
import { Reply } from '../common/envelope.js';
import { answerMailLink, MailLinkDocs } from '../common/mail-link.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { BannersService } from './banners.service.js';
import { BranchesService } from './branches.service.js';
import { ContactService } from './contact.service.js';
import { NewsletterService } from './newsletter.service.js';
import { PagesService } from './pages.service.js';
import { SettingsService } from './settings.service.js';
import { TestimonialsService } from './testimonials.service.js';

const rateLimited = ApiResponse({ status: 429, description: 'Too many attempts; see Retry-After' });

/** Public shop content: branches, banners, testimonials, pages, settings, newsletter, contact. */
@StorefrontController('', 'content')
export class ContentController {
  constructor(
    private readonly branches: BranchesService,
    private readonly banners: BannersService,
    private readonly testimonials: TestimonialsService,
    private readonly pages: PagesService,
    private readonly settings: SettingsService,
    private readonly newsletter: NewsletterService,
    private readonly contact: ContactService,
  ) {}

  @Get('branches')
  @ApiOperation({ summary: 'All branches with their map position, phone and hours' })
  branchList() {
    return this.branches.publicList();
  }

  @Get('banners')
  @ApiOperation({ summary: 'Active banners, by position and order', description: `position: ${BANNER_POSITIONS.join(', ')}` })
  @ApiQuery({ name: 'position', required: false, enum: BANNER_POSITIONS })
  bannerList(@Query('position') position?: string) {
    if (position !== undefined && !(BANNER_POSITIONS as readonly string[]).includes(position)) return [];
    return this.banners.publicList(position as BannerPosition | undefined);
  }

  @Get('testimonials')
  @ApiOperation({ summary: 'Customer testimonials (name, job, review in Arabic and English)' })
  testimonialList() {
    return this.testimonials.publicList();
  }

  @Get('pages/:slug')
  @ApiOperation({
    summary: 'A content page: title and sanitised HTML body in both languages',
    description: `slug: ${PAGE_SLUGS.join(', ')}`,
  })
  @ApiResponse({ status: 404, description: 'Page not found' })
  page(@Param('slug') slug: string) {
    return this.pages.bySlug(slug);
  }

  @Get('settings')
  @ApiOperation({
    summary:
      'Shop settings: name, VAT and CR numbers, contacts, hours, social links, free-shipping threshold, COD fee and limit, splash duration; ' +
      'plus testMode (the built-in test gateway takes payments: no real money) and paymentMethods (what checkout offers)',
  })
  publicSettings() {
    return this.settings.publicView();
  }

  @Post('newsletter/subscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Subscribe an email to the newsletter',
    description:
      'Idempotent: the same answer whether or not the email was subscribed; only a new (or returning) subscriber gets the welcome mail, which carries an unsubscribe link that works without login.',
  })
  @ValidBody(newsletterSubscribeSchema, { email: 'reader@example.com' })
  @rateLimited
  async subscribe(@Body() body: z.infer<typeof newsletterSubscribeSchema>, @Lang() lang: Language, @Req() req: FastifyRequest) {
    await this.newsletter.subscribe(body.email, body.consent, lang, req.ip);
    return new Reply(true, 'newsletter.subscribed');
  }

  @Post('newsletter/unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unsubscribe with the signed token of the welcome mail (no login)' })
  @ValidBody(newsletterUnsubscribeSchema)
  async unsubscribe(@Body() body: z.infer<typeof newsletterUnsubscribeSchema>) {
    await this.newsletter.unsubscribe(body.token);
    return new Reply(true, 'newsletter.unsubscribed');
  }

  @Post('contact')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a message to the shop',
    description:
      'Stored for the back office and mailed to the contact email of the settings. At most 5 messages per IP and 3 per sender email in 10 minutes.',
  })
  @ValidBody(contactSchema, {
    name: 'Sara',
    email: 'sara@example.com',
    phone: '0512345678',
    subject: 'سؤال عن طلب',
    message: 'هل يتوفر عطر العود الملكي بحجم أكبر؟',
  })
  @rateLimited
  async send(@Body() body: ContactInput, @Req() req: FastifyRequest) {
    const saved = await this.contact.submit(body, req.ip);
    return new Reply({ id: saved.id }, 'contact.sent');
  }
}

/**
 * `GET /api/newsletter/unsubscribe?token=…` is the link in the welcome mail: a browser gets a
 * small bilingual page, an API client the envelope.
 */
@Controller('newsletter')
@ApiTags('content')
export class NewsletterLinkController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get('unsubscribe')
  @MailLinkDocs('Unsubscribe link of the newsletter mails (no login)', 'Unsubscribed (idempotent)')
  async unsubscribeLink(@Query('token') token: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return answerMailLink(req, reply, {
      token,
      shopUrl: this.newsletter.shopUrl,
      doneKey: 'newsletter.unsubscribed',
      invalidKey: 'newsletter.invalidToken',
      act: (t) => this.newsletter.unsubscribe(t),
    });
  }
}
