import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BannerCreateInput, BannerDto, BannerPosition, BannerUpdateInput } from '@ward/shared';
import type { Repository } from 'typeorm';
import { DomainEvents } from '../events/domain-events.js';
import { NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { Banner } from './content.entities.js';
import { toBannerDto } from './content.mappers.js';
import { listPage, listSpec } from '../common/rest-list.js';

const LIST = listSpec({
  idColumn: 'b.id',
  defaultSort: 'b.id',
  sorts: {
    id: 'b.id',
    'name.ar': 'b."nameAr"',
    'name.en': 'lower(b."nameEn")',
    name: 'b."nameAr"',
    position: 'b.position',
    sortOrder: 'b."sortOrder"',
    isActive: 'b."isActive"',
    createdAt: 'b."createdAt"',
  },
  search: ['b."nameAr"', 'b."nameEn"', 'b."descriptionAr"', 'b."descriptionEn"'],
  filters: { position: ['b.position', 'eq'], isActive: ['b."isActive"', 'bool'] },
});

/** Home-page banners (image required on create). Writes drop the cached home answer. */
@Injectable()
export class BannersService {
  constructor(
    @InjectRepository(Banner) private readonly banners: Repository<Banner>,
    private readonly events: DomainEvents,
  ) {}

  /** Active banners, by position then order: what the storefront shows. */
  async publicList(position?: BannerPosition): Promise<BannerDto[]> {
    const rows = await this.banners.find({
      where: { isActive: true, ...(position ? { position } : {}) },
      order: { position: 'ASC', sortOrder: 'ASC', id: 'ASC' },
    });
    return rows.map(toBannerDto);
  }

  async adminList(query: ListQuery): Promise<[BannerDto[], number]> {
    const [rows, total] = await listPage(this.banners.createQueryBuilder('b'), query, LIST);
    return [rows.map(toBannerDto), total];
  }

  async get(id: number): Promise<BannerDto> {
    const found = await this.banners.findOne({ where: { id } });
    if (!found) throw new NotFoundError('banner.notFound');
    return toBannerDto(found);
  }

  async create(input: BannerCreateInput): Promise<BannerDto> {
    const saved = await this.banners.save(
      this.banners.create({
        name: input.name,
        description: input.description,
        image: input.image,
        position: input.position,
        link: input.link ?? null,
        isActive: input.isActive,
        sortOrder: input.sortOrder,
      }),
    );
    await this.events.publish('content.changed', {});
    return this.get(saved.id);
  }

  /** Without an image in the body, the banner keeps its current one. */
  async update(id: number, input: BannerUpdateInput): Promise<BannerDto> {
    const result = await this.banners.update(id, {
      name: input.name,
      description: input.description,
      position: input.position,
      link: input.link ?? null,
      isActive: input.isActive,
      sortOrder: input.sortOrder,
      ...(input.image ? { image: input.image } : {}),
    });
    if (!result.affected) throw new NotFoundError('banner.notFound');
    await this.events.publish('content.changed', {});
    return this.get(id);
  }

  async remove(id: number): Promise<BannerDto> {
    const existing = await this.get(id);
    await this.banners.delete(id);
    await this.events.publish('content.changed', {});
    return existing;
  }
}
