import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Equivalences, TRANSLITERATIONS } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { CacheBus } from '../../common/cache-bus.js';

const TOPIC = 'search-synonyms';

/**
 * The word groups a query expands through: @ward/shared's transliteration table and the synonyms
 * the admin manages (table `search_synonyms`), in memory on every instance. A change on one
 * instance is read again there at once and on the others through the cache bus.
 */
@Injectable()
export class Synonyms implements OnApplicationBootstrap {
  private readonly logger = new Logger('Synonyms');
  private current = new Equivalences(TRANSLITERATIONS);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bus: CacheBus,
  ) {
    bus.onTopic(TOPIC, () => void this.reload().catch((error: Error) => this.logger.warn(`cannot read synonyms: ${error.message}`)));
  }

  onApplicationBootstrap(): Promise<void> {
    return this.reload();
  }

  get equivalences(): Equivalences {
    return this.current;
  }

  /** After the admin changed a group: this instance reads them again now, the others on notice. */
  async changed(): Promise<void> {
    await this.reload();
    this.bus.publish(TOPIC);
  }

  private async reload(): Promise<void> {
    const rows = (await this.db.query(`SELECT terms FROM search_synonyms ORDER BY id`)) as Array<{ terms: string[] }>;
    this.current = new Equivalences([...TRANSLITERATIONS, ...rows.map((r) => r.terms)]);
  }
}
