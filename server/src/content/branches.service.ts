import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BranchDto, BranchInput } from '@ward/shared';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { Branch } from './content.entities.js';
import { toBranchDto } from './content.mappers.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { DomainEvents } from '../events/domain-events.js';

const LIST = listSpec({
  idColumn: 'b.id',
  defaultSort: 'b.id',
  sorts: {
    id: 'b.id',
    'name.ar': 'b."nameAr"',
    'name.en': 'lower(b."nameEn")',
    name: 'b."nameAr"',
    sortOrder: 'b."sortOrder"',
    latitude: 'b.latitude',
    longitude: 'b.longitude',
  },
  search: ['b."nameAr"', 'b."nameEn"', 'b."descriptionAr"', 'b."descriptionEn"', 'b.phone'],
});

@Injectable()
export class BranchesService {
  constructor(
    @InjectRepository(Branch) private readonly branches: Repository<Branch>,
    private readonly events: DomainEvents,
  ) {}

  async publicList(): Promise<BranchDto[]> {
    const rows = await this.branches.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map(toBranchDto);
  }

  async adminList(query: ListQuery): Promise<[BranchDto[], number]> {
    const [rows, total] = await listPage(this.branches.createQueryBuilder('b'), query, LIST);
    return [rows.map(toBranchDto), total];
  }

  async get(id: number): Promise<BranchDto> {
    const found = await this.branches.findOne({ where: { id } });
    if (!found) throw new NotFoundError('branch.notFound');
    return toBranchDto(found);
  }

  private fields(input: BranchInput) {
    return {
      name: input.name,
      description: input.description,
      latitude: input.latitude,
      longitude: input.longitude,
      phone: input.phone ?? null,
      hours: input.hours ?? { ar: '', en: '' },
      sortOrder: input.sortOrder ?? 0,
    };
  }

  async create(input: BranchInput): Promise<BranchDto> {
    const saved = await this.branches.save(this.branches.create(this.fields(input)));
    await this.events.publish('content.changed', {});
    return this.get(saved.id);
  }

  async update(id: number, input: BranchInput): Promise<BranchDto> {
    const result = await this.branches.update(id, this.fields(input));
    if (!result.affected) throw new NotFoundError('branch.notFound');
    await this.events.publish('content.changed', {});
    return this.get(id);
  }

  async remove(id: number): Promise<BranchDto> {
    const existing = await this.get(id);
    await this.branches.delete(id);
    await this.events.publish('content.changed', {});
    return existing;
  }
}
