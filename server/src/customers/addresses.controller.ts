import { Body, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { addressSchema, MAX_ADDRESSES, type AddressInput } from '@ward/shared';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { ValidBody } from '../common/validation.js';
import { AddressesService, toAddressDto } from './addresses.service.js';

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
