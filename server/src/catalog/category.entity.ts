import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CategorySection } from '@ward/shared';
import { LocalizedText } from '../common/columns.js';

@Entity('categories')
@Check('categories_section_check', `section IN ('men', 'women', 'incense_oud')`)
export class Category {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(() => LocalizedText)
  name: LocalizedText;

  @Column(() => LocalizedText)
  description: LocalizedText;

  /** which home section the category feeds (DESIGN.md §5) */
  @Column('text', { nullable: true })
  section: CategorySection | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
