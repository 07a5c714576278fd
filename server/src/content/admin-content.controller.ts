import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  bannerCreateSchema,
  bannerUpdateSchema,
  branchSchema,
  contactMessageUpdateSchema,
  pageSchema,
  settingsSchema,
  testimonialSchema,
  type BannerCreateInput,
  type BannerUpdateInput,
  type BranchInput,
  type PageInput,
  type Settings,
  type TestimonialInput,
} from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AdminController } from '../auth/decorators.js';
import { NotFoundError } from '../common/domain-errors.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { BannersService } from './banners.service.js';
import { BranchesService } from './branches.service.js';
import { ContactService } from './contact.service.js';
import { NewsletterService } from './newsletter.service.js';
import { PagesService } from './pages.service.js';
import { SettingsService } from './settings.service.js';
import { TestimonialsService } from './testimonials.service.js';

const notFound = ApiResponse({ status: 404, description: 'No such record' });

@AdminController('branches')
export class AdminBranchesController {
  constructor(private readonly branches: BranchesService) {}

  @Get()
  @ApiOperation({ summary: 'List branches (Content-Range)' })
  @ListQueryDocs('q (name, description, phone), id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['sortOrder', 'ASC']);
    const [items, total] = await this.branches.adminList(q);
    return sendList(reply, 'branches', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One branch' })
  @notFound
  get(@IdParam() id: number) {
    return this.branches.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a branch (name ≥ 2, description ≥ 5 in both languages; latitude, longitude)' })
  @ValidBody(branchSchema, {
    name: { ar: 'فرع العليا', en: 'Olaya branch' },
    description: { ar: 'طريق الملك فهد، الرياض', en: 'King Fahd Road, Riyadh' },
    latitude: 24.6953,
    longitude: 46.6856,
    phone: '0112345678',
    hours: { ar: 'السبت - الخميس 10:00 - 22:00', en: 'Sat - Thu 10:00 - 22:00' },
  })
  create(@Body() body: BranchInput) {
    return this.branches.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a branch' })
  @ValidBody(branchSchema)
  @notFound
  update(@IdParam() id: number, @Body() body: BranchInput) {
    return this.branches.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a branch; answers the deleted record' })
  @notFound
  remove(@IdParam() id: number) {
    return this.branches.remove(id);
  }
}

@AdminController('banners')
export class AdminBannersController {
  constructor(private readonly banners: BannersService) {}

  @Get()
  @ApiOperation({ summary: 'List banners (Content-Range)' })
  @ListQueryDocs('q, position, isActive, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.banners.adminList(q);
    return sendList(reply, 'banners', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One banner' })
  @notFound
  get(@IdParam() id: number) {
    return this.banners.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a banner: the image is required (upload it first with POST /api/admin/uploads)' })
  @ValidBody(bannerCreateSchema, {
    name: { ar: 'عروض العود', en: 'Oud offers' },
    description: { ar: 'خصومات على أجود أنواع العود', en: 'Savings on the finest oud' },
    image: { url: '/media/abc-1200.webp', width: 1200, height: 400 },
    position: 'after_categories',
    link: '/products?discounted=true',
    isActive: true,
    sortOrder: 0,
  })
  create(@Body() body: BannerCreateInput) {
    return this.banners.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a banner (without an image the current one is kept)' })
  @ValidBody(bannerUpdateSchema)
  @notFound
  update(@IdParam() id: number, @Body() body: BannerUpdateInput) {
    return this.banners.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a banner; answers the deleted record' })
  @notFound
  remove(@IdParam() id: number) {
    return this.banners.remove(id);
  }
}

@AdminController('testimonials')
export class AdminTestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @ApiOperation({ summary: 'List testimonials (Content-Range)' })
  @ListQueryDocs('q, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.testimonials.adminList(q);
    return sendList(reply, 'testimonials', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One testimonial' })
  @notFound
  get(@IdParam() id: number) {
    return this.testimonials.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a testimonial (name and job ≥ 2, review ≥ 5, both languages)' })
  @ValidBody(testimonialSchema, {
    name: { ar: 'نورة القحطاني', en: 'Noura Al-Qahtani' },
    job: { ar: 'مصممة داخلية', en: 'Interior designer' },
    review: { ar: 'عطور أصيلة وتغليف راقٍ', en: 'Genuine perfumes and elegant packaging' },
  })
  create(@Body() body: TestimonialInput) {
    return this.testimonials.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a testimonial' })
  @ValidBody(testimonialSchema)
  @notFound
  update(@IdParam() id: number, @Body() body: TestimonialInput) {
    return this.testimonials.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a testimonial; answers the deleted record' })
  @notFound
  remove(@IdParam() id: number) {
    return this.testimonials.remove(id);
  }
}

@AdminController('pages')
export class AdminPagesController {
  constructor(private readonly pages: PagesService) {}

  @Get()
  @ApiOperation({ summary: 'List the content pages: about, privacy, return-policy, terms (Content-Range)' })
  @ListQueryDocs('q, slug, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'ASC']);
    const [items, total] = await this.pages.adminList(q);
    return sendList(reply, 'pages', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One content page' })
  @notFound
  get(@IdParam() id: number) {
    return this.pages.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update a page: title and rich-text body in both languages',
    description:
      'The body keeps only allow-listed HTML (headings, paragraphs, lists, emphasis, links, tables, dir); scripts, styles, event handlers and javascript: URLs are removed.',
  })
  @ValidBody(pageSchema, {
    title: { ar: 'من نحن', en: 'About us' },
    body: { ar: '<p>ورد متجر سعودي للعطور</p>', en: '<p>Ward is a Saudi perfume house</p>' },
  })
  @notFound
  update(@IdParam() id: number, @Body() body: PageInput) {
    return this.pages.update(id, body);
  }
}

/** The single settings record, as react-admin reads it: `GET /settings` or `GET /settings/1`. */
@AdminController('settings')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** With the read-only testMode and paymentMethods (the back office shows its test-mode ribbon from them). */
  private async record() {
    return { id: 1, ...(await this.settings.publicView()) };
  }

  @Get()
  @ApiOperation({ summary: 'The shop settings record (id 1)' })
  get() {
    return this.record();
  }

  @Get(':id')
  @ApiOperation({ summary: 'The shop settings record; only id 1 exists' })
  @notFound
  getOne(@IdParam() id: number) {
    if (id !== 1) throw new NotFoundError();
    return this.record();
  }

  @Put()
  @ApiOperation({ summary: 'Replace the settings (VAT number ^3\\d{13}3$, CR number 10 digits, …)' })
  @ValidBody(settingsSchema)
  async update(@Body() body: Settings) {
    await this.settings.update(body);
    return this.record();
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace the settings (react-admin update of record 1)' })
  @ValidBody(settingsSchema)
  @notFound
  async updateOne(@IdParam() id: number, @Body() body: Settings) {
    if (id !== 1) throw new NotFoundError();
    await this.settings.update(body);
    return this.record();
  }
}

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
  @notFound
  get(@IdParam() id: number) {
    return this.newsletter.get(id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a subscriber (erases the address); answers the deleted record' })
  @notFound
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
  @notFound
  get(@IdParam() id: number) {
    return this.contact.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark a message read or unread (only isRead is read from the body)' })
  @ValidBody(contactMessageUpdateSchema, { isRead: true })
  @notFound
  update(@IdParam() id: number, @Body() body: z.infer<typeof contactMessageUpdateSchema>) {
    return this.contact.setRead(id, body.isRead);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a contact message; answers the deleted record' })
  @notFound
  remove(@IdParam() id: number) {
    return this.contact.remove(id);
  }
}
