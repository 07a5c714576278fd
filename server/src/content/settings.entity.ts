import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Settings } from '@ward/shared';

/** The single settings record (id 1), validated by @ward/shared's settingsSchema. */
@Entity('settings')
@Check('settings_id_check', `id = 1`)
export class SettingsRecord {
  @PrimaryColumn('int', { default: 1 })
  id: number;

  @Column('jsonb')
  data: Settings;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
