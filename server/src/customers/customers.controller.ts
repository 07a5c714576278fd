import { Body, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { addressSchema, MAX_ADDRESSES, profileSchema, type AddressInput, type Language, type ProfileInput } from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../auth/decorators.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { AddressesService, toAddressDto } from './addresses.service.js';
import { EarlierAccountsService } from './earlier-accounts.service.js';
import { ProfileService } from './profile.service.js';

const notFound = ApiResponse({ status: 404, description: "No such address among the caller's own" });

const addressExample = {
  title: 'المنزل',
  street: 'شارع التحلية، حي السليمانية',
  city: 'الرياض',
  country: 'SA',
  postalCode: '12245',
  latitude: 24.7006,
  longitude: 46.6836,
  isPrimary: true,
  shortAddress: 'RSLA2715',
  buildingNumber: '2715',
  district: 'السليمانية',
  additionalNumber: '6543',
};

@StorefrontController('profile', 'customer area')
@Authenticated()
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    private readonly earlierAccounts: EarlierAccountsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The logged-in user: id, name, email, phone, address, role, status, createdAt' })
  get(@CurrentUser() user: AuthUser) {
    return this.profile.get(user.id);
  }

  @Put()
  @ApiOperation({
    summary: 'Update name, email, phone and address',
    description:
      'Changing the email needs `currentPassword` (a wrong one counts like a wrong login, docs/security.md); the old address is told by mail. Change the password with POST /api/Auth/change-password.',
  })
  @ValidBody(profileSchema, { name: 'سارة العتيبي', email: 'customer@ward.sa', phone: '0512345678', address: 'حي الياسمين، الرياض' })
  @ApiResponse({ status: 409, description: 'Email already registered' })
  async update(@CurrentUser() user: AuthUser, @Body() body: ProfileInput, @Req() req: FastifyRequest, @Lang() lang: Language) {
    return new Reply(await this.profile.update(user.id, body, req.ip, lang), 'profile.updated');
  }

  @Get('earlier-accounts')
  @ApiOperation({
    summary: 'Accounts that had typed in your email without confirming it, and lost it when you confirmed it',
    description: 'Only the confirmed owner of the email sees them (409 `profile.confirmEmailFirst` otherwise).',
  })
  async earlier(@CurrentUser() user: AuthUser) {
    return new Reply(await this.earlierAccounts.list(user.id));
  }

  @Post('earlier-accounts/merge')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bring the earlier accounts over: their orders, addresses, reviews and wishlist move into this account' })
  @ApiResponse({ status: 404, description: 'There is no earlier account (`profile.noEarlierAccount`)' })
  @ApiResponse({ status: 409, description: 'Confirm your email first (`profile.confirmEmailFirst`)' })
  async bringOver(@CurrentUser() user: AuthUser) {
    return new Reply(await this.earlierAccounts.bringOver(user.id), 'profile.earlierAccountMerged');
  }
}

@StorefrontController('addresses', 'customer area')
@Authenticated()
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOperation({ summary: "The caller's saved addresses, primary first" })
  list(@CurrentUser() user: AuthUser) {
    return this.addresses.list(user.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the caller’s addresses' })
  @notFound
  async get(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return toAddressDto(await this.addresses.get(user.id, id));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Save an address',
    description: `The first address becomes the primary one; \`isPrimary: true\` makes this one primary (the old one is cleared). At most ${MAX_ADDRESSES} addresses.`,
  })
  @ValidBody(addressSchema, addressExample)
  @ApiResponse({ status: 409, description: 'Too many addresses' })
  async create(@CurrentUser() user: AuthUser, @Body() body: AddressInput) {
    return new Reply(await this.addresses.create(user.id, body), 'address.saved');
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update an address',
    description: '`isPrimary: true` makes it the primary; the primary changes only by choosing another one.',
  })
  @ValidBody(addressSchema, addressExample)
  @notFound
  async update(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: AddressInput) {
    return new Reply(await this.addresses.update(user.id, id, body), 'address.saved');
  }

  @Post(':id/primary')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make this the primary address (the old primary is cleared in the same transaction)' })
  @notFound
  async primary(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return new Reply(await this.addresses.setPrimary(user.id, id), 'address.primarySet');
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an address; if it was the primary, the newest remaining one becomes primary' })
  @notFound
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return new Reply(await this.addresses.remove(user.id, id), 'address.deleted');
  }
}
