import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BadInputError } from '../common/domain-errors.js';
import { ConsentLinks } from './consent-links.js';
import { Consents } from './consents.service.js';

/** A signed opt-out link withdraws marketing for its channel and address; a bad or expired one changes nothing. */
@Injectable()
export class ConsentOptOut {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly consents: Consents,
    private readonly links: ConsentLinks,
  ) {}

  async byLink(token: string, ip: string): Promise<void> {
    const optOut = this.links.verify(token);
    if (!optOut) throw new BadInputError('consent.invalidLink', { token: 'consent.invalidLink' });
    await this.db.transaction(async (m) => {
      if (!(await this.consents.allows(m, optOut.channel, optOut.contact))) return;
      await this.consents.record(m, [{ userId: null, ...optOut, granted: false, textVersion: null, source: 'optOutLink', ip }]);
    });
  }
}
