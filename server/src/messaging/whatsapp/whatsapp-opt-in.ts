import { Body, Injectable, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { normalizeGccMobile, whatsappOptInSchema, type Language, type WhatsAppOptInInput } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../../access/decorators.js';
import { BadInputError } from '../../common/domain-errors.js';
import { Lang } from '../../common/request-language.js';
import { ValidBody } from '../../common/validation.js';
import { toUserDto, User } from '../../customers/user.entity.js';

/** A customer's yes or no to order updates on WhatsApp: when they said yes, and in which language. */
@Injectable()
export class WhatsAppOptIn {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Yes needs a GCC mobile number on the account (or, at checkout, on the order); the first yes's time is kept. */
  async set(userId: number, optIn: boolean, language: Language, manager?: EntityManager, orderPhone?: string | null): Promise<User> {
    const repo = (manager ?? this.db).getRepository(User);
    const user = await repo.findOneByOrFail({ id: userId });
    if (optIn && !normalizeGccMobile(user.phone ?? '') && !normalizeGccMobile(orderPhone ?? ''))
      throw new BadInputError('messaging.phoneMissing', { phone: 'messaging.phoneMissing' });
    user.whatsappOptInAt = optIn ? (user.whatsappOptInAt ?? new Date()) : null;
    user.whatsappLanguage = optIn ? language : user.whatsappLanguage;
    await repo.update(user.id, { whatsappOptInAt: user.whatsappOptInAt, whatsappLanguage: user.whatsappLanguage });
    return user;
  }
}

@StorefrontController('account/whatsapp', 'customer area')
@Authenticated()
export class WhatsAppOptInController {
  constructor(private readonly optIn: WhatsAppOptIn) {}

  @Put()
  @ApiOperation({
    summary: 'Order updates on WhatsApp: yes or no',
    description:
      'Yes stores when (the first time) and the request’s language (Accept-Language), in which the messages come. Answers the profile.',
  })
  @ValidBody(whatsappOptInSchema, { optIn: true })
  @ApiResponse({ status: 400, description: 'Yes without a mobile number on the account (messaging.phoneMissing)' })
  async set(@CurrentUser() user: AuthUser, @Body() body: WhatsAppOptInInput, @Lang() lang: Language) {
    return toUserDto(await this.optIn.set(user.id, body.optIn, lang));
  }
}
