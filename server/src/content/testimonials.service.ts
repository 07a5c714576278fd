import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TestimonialDto, TestimonialInput } from '@ward/shared';
import type { Repository } from 'typeorm';
import { DomainEvents } from '../events/domain-events.js';
import { NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { Testimonial } from './content.entities.js';
import { toTestimonialDto } from './content.mappers.js';
import { listPage, listSpec } from '../common/rest-list.js';

const LIST = listSpec({
  idColumn: 't.id',
  defaultSort: 't.id',
  sorts: { id: 't.id', 'name.ar': 't."nameAr"', 'name.en': 'lower(t."nameEn")', name: 't."nameAr"', createdAt: 't."createdAt"' },
  search: ['t."nameAr"', 't."nameEn"', 't."jobAr"', 't."jobEn"', 't."reviewAr"', 't."reviewEn"'],
});

/** Customer testimonials shown on the home page. Writes drop the cached home answer. */
@Injectable()
export class TestimonialsService {
  constructor(
    @InjectRepository(Testimonial) private readonly testimonials: Repository<Testimonial>,
    private readonly events: DomainEvents,
  ) {}

  async publicList(): Promise<TestimonialDto[]> {
    const rows = await this.testimonials.find({ order: { id: 'ASC' }, take: 50 });
    return rows.map(toTestimonialDto);
  }

  async adminList(query: ListQuery): Promise<[TestimonialDto[], number]> {
    const [rows, total] = await listPage(this.testimonials.createQueryBuilder('t'), query, LIST);
    return [rows.map(toTestimonialDto), total];
  }

  async get(id: number): Promise<TestimonialDto> {
    const found = await this.testimonials.findOne({ where: { id } });
    if (!found) throw new NotFoundError('testimonial.notFound');
    return toTestimonialDto(found);
  }

  async create(input: TestimonialInput): Promise<TestimonialDto> {
    const saved = await this.testimonials.save(this.testimonials.create({ name: input.name, job: input.job, review: input.review }));
    await this.events.publish('content.changed', {});
    return this.get(saved.id);
  }

  async update(id: number, input: TestimonialInput): Promise<TestimonialDto> {
    const result = await this.testimonials.update(id, { name: input.name, job: input.job, review: input.review });
    if (!result.affected) throw new NotFoundError('testimonial.notFound');
    await this.events.publish('content.changed', {});
    return this.get(id);
  }

  async remove(id: number): Promise<TestimonialDto> {
    const existing = await this.get(id);
    await this.testimonials.delete(id);
    await this.events.publish('content.changed', {});
    return existing;
  }
}
