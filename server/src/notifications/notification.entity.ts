import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LocalizedText } from '../common/columns.js';

/** An in-app notification for one user (SPEC.md §3). */
@Entity('notifications')
@Index(['userId', 'createdAt'])
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  userId: number;

  @Column(() => LocalizedText)
  title: LocalizedText;

  @Column(() => LocalizedText)
  description: LocalizedText;

  @Column('boolean', { default: false })
  isRead: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
