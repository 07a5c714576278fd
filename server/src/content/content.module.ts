import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ConsentsModule } from '../consents/consents.module.js';
import { HomeService } from '../catalog/home.service.js';
import { AdminBannersController } from './admin-banners.controller.js';
import { AdminBranchesController } from './admin-branches.controller.js';
import { AdminContactController, AdminNewsletterController } from './admin-inbox.controller.js';
import { AdminPagesController } from './admin-pages.controller.js';
import { AdminSettingsController } from './admin-settings.controller.js';
import { AdminTestimonialsController } from './admin-testimonials.controller.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { BannersService } from './banners.service.js';
import { SettingsModule } from './settings.module.js';
import { BranchesService } from './branches.service.js';
import { ContactService } from './contact.service.js';
import { ContentController, NewsletterLinkController } from './content.controller.js';
import { Banner, Branch, ContactMessage, NewsletterSubscriber, Page, Testimonial } from './content.entities.js';
import { NewsletterService } from './newsletter.service.js';
import { PagesService } from './pages.service.js';
import { TestimonialsService } from './testimonials.service.js';

/** Shop content: settings, branches, banners, testimonials, pages, newsletter, contact. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Branch, Banner, Testimonial, Page, NewsletterSubscriber, ContactMessage]),
    CatalogModule,
    ConsentsModule,
    SettingsModule,
    MailModule,
    RateLimitModule,
  ],
  controllers: [
    ContentController,
    NewsletterLinkController,
    AdminBranchesController,
    AdminBannersController,
    AdminTestimonialsController,
    AdminPagesController,
    AdminSettingsController,
    AdminNewsletterController,
    AdminContactController,
  ],
  providers: [BranchesService, BannersService, TestimonialsService, PagesService, NewsletterService, ContactService],
  exports: [SettingsModule, BranchesService, BannersService, TestimonialsService, PagesService, NewsletterService],
})
export class ContentModule implements OnModuleInit {
  constructor(
    private readonly home: HomeService,
    private readonly banners: BannersService,
    private readonly testimonials: TestimonialsService,
  ) {}

  /** `GET /api/home` carries the active banners and the testimonials too. */
  onModuleInit(): void {
    this.home.contribute(async () => {
      const [banners, testimonials] = await Promise.all([this.banners.publicList(), this.testimonials.publicList()]);
      return { banners, testimonials };
    });
  }
}
