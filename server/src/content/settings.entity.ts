import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Settings } from '@ward/shared';

/** The single settings record (id 1), validated by @ward/shared's settingsSchema. */
@Entity('settings')
export class SettingsRecord {
  @PrimaryColumn('int', { default: 1 })
  id: number;

  @Column('jsonb')
  data: Settings;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
