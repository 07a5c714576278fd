import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PAGE_SLUGS, type PageDto, type PageInput } from '@ward/shared';
import type { Repository } from 'typeorm';
import { BadInputError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { Page } from './content.entities.js';
import { toPageDto } from './content.mappers.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { sanitizeRichText, visibleText } from './sanitize.js';
import { DomainEvents } from '../events/domain-events.js';

const LIST = listSpec({
  idColumn: 'p.id',
  defaultSort: 'p.id',
  sorts: { id: 'p.id', slug: 'p.slug', 'title.ar': 'p."titleAr"', 'title.en': 'lower(p."titleEn")', updatedAt: 'p."updatedAt"' },
  search: ['p.slug', 'p."titleAr"', 'p."titleEn"'],
  filters: { slug: ['p.slug', 'eq'] },
});

/** The four content pages (about, privacy, return policy, terms); bodies are sanitised HTML. */
@Injectable()
export class PagesService {
  constructor(
    @InjectRepository(Page) private readonly pages: Repository<Page>,
    private readonly events: DomainEvents,
  ) {}

  async bySlug(slug: string): Promise<PageDto> {
    if (!(PAGE_SLUGS as readonly string[]).includes(slug)) throw new NotFoundError('error.pageNotFound');
    const found = await this.pages.findOne({ where: { slug: slug as Page['slug'] } });
    if (!found) throw new NotFoundError('error.pageNotFound');
    return toPageDto(found);
  }

  async adminList(query: ListQuery): Promise<[PageDto[], number]> {
    const [rows, total] = await listPage(this.pages.createQueryBuilder('p'), query, LIST);
    return [rows.map(toPageDto), total];
  }

  async get(id: number): Promise<PageDto> {
    const found = await this.pages.findOne({ where: { id } });
    if (!found) throw new NotFoundError('error.pageNotFound');
    return toPageDto(found);
  }

  /** Keeps only allow-listed HTML; a body with no visible text left is refused. */
  async update(id: number, input: PageInput): Promise<PageDto> {
    const body = { ar: sanitizeRichText(input.body.ar), en: sanitizeRichText(input.body.en) };
    const empty = (['ar', 'en'] as const).filter((lang) => !visibleText(body[lang]));
    if (empty.length)
      throw new BadInputError('error.validation', Object.fromEntries(empty.map((l) => [`body.${l}`, 'validation.required' as const])));
    const result = await this.pages.update(id, { title: input.title, body });
    if (!result.affected) throw new NotFoundError('error.pageNotFound');
    await this.events.publish('content.changed', {});
    return this.get(id);
  }
}
