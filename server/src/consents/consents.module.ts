import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ConsentLinks } from './consent-links.js';
import { ConsentOptOut } from './consent-opt-out.js';
import { AdminConsentsController, ConsentLinkController, MyConsentsController } from './consents.controller.js';
import { Consents } from './consents.service.js';
import { CheckoutConsent } from './checkout-consent.js';

/** Marketing consent (issue 33 §1): the records, the opt-out link, the customer's toggles, the back office's history. */
@Module({
  imports: [AuthModule],
  controllers: [ConsentLinkController, MyConsentsController, AdminConsentsController],
  providers: [Consents, ConsentLinks, ConsentOptOut, CheckoutConsent],
  exports: [Consents, ConsentLinks],
})
export class ConsentsModule {}
