import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Address } from './address.entity.js';
import { AddressesService } from './addresses.service.js';
import { AdminCustomersController } from './admin-customers.controller.js';
import { AddressesController, ProfileController } from './customers.controller.js';
import { CustomersService } from './customers.service.js';
import { EarlierAccountsService } from './earlier-accounts.service.js';
import { ProfileService } from './profile.service.js';
import { User } from './user.entity.js';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';

/** Profile, saved addresses and the admin's customer management (issue 4 §1-§2). */
@Module({
  imports: [TypeOrmModule.forFeature([User, Address]), AuthModule, MailModule],
  controllers: [ProfileController, AddressesController, AdminCustomersController],
  providers: [AddressesService, ProfileService, CustomersService, EarlierAccountsService],
  exports: [AddressesService, CustomersService, EarlierAccountsService],
})
export class CustomersModule {}
