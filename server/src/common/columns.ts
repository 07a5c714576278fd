import { Column, type ValueTransformer } from 'typeorm';

/** numeric(12,2) ↔ number in SAR (pg returns numeric as string). */
export const moneyTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};

export const MoneyColumn = (options: { nullable?: boolean; name?: string; default?: number } = {}) =>
  Column('numeric', { precision: 12, scale: 2, transformer: moneyTransformer, ...options });

/** A bilingual text stored as two columns (`nameAr`, `nameEn`), read as `{ ar, en }`; both always given (no default). */
export class LocalizedText {
  @Column('text')
  ar: string;

  @Column('text')
  en: string;
}

/** The same, empty unless given (a branch's opening hours, a page's body). */
export class LocalizedTextOrEmpty {
  @Column('text', { default: '' })
  ar: string;

  @Column('text', { default: '' })
  en: string;
}
