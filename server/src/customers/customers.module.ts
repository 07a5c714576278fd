import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Address } from './address.entity.js';
import { AddressesService } from './addresses.service.js';
import { AdminCustomersController } from './admin-customers.controller.js';
import { AddressesController } from './addresses.controller.js';
import { CustomersService } from './customers.service.js';
import { EarlierAccountsService } from './earlier-accounts.service.js';
import { UsersService } from './users.service.js';
import { User } from './user.entity.js';
import { MailModule } from '../mail/mail.module.js';

/** Customer accounts (the users table), saved addresses and the admin's customer management (issue 4 §1-§2); the own-profile endpoints live in auth (account security). */
@Module({
  imports: [TypeOrmModule.forFeature([User, Address]), MailModule],
  controllers: [AddressesController, AdminCustomersController],
  providers: [AddressesService, CustomersService, EarlierAccountsService, UsersService],
  exports: [AddressesService, CustomersService, EarlierAccountsService, UsersService],
})
export class CustomersModule {}
