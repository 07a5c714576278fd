import { Body, Get, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { settingsSchema, type Settings } from '@ward/shared';
import { AdminController } from '../access/decorators.js';
import { NoSuchRecord } from '../common/api-responses.js';
import { NotFoundError } from '../common/domain-errors.js';
import { IdParam } from '../common/id.pipe.js';
import { ValidBody } from '../common/validation.js';
import { SettingsService } from './settings.service.js';

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
  @NoSuchRecord
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
  @NoSuchRecord
  async updateOne(@IdParam() id: number, @Body() body: Settings) {
    if (id !== 1) throw new NotFoundError();
    await this.settings.update(body);
    return this.record();
  }
}
