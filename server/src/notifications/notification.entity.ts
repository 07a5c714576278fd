import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LocalizedText } from '../common/columns.js';

/** An in-app notification for one user (SPEC.md §3). */
@Entity('notifications')
@Index('notifications_user', ['userId', 'createdAt'])
@Index('notifications_unread', ['userId'], { where: 'NOT "isRead"' })
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey('User', { name: 'notifications_userId_fkey', onDelete: 'CASCADE' })
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
