import type { Localized } from '@ward/shared';
import { i18nProvider } from '../providers/i18nProvider';
import { localized } from './fields';

/** A record's name in the admin's current language (titles, references, breadcrumbs). */
export const byLocalizedName = (record: { name?: Partial<Localized> } | undefined) => localized(record?.name, i18nProvider.getLocale());
export const byLocalizedTitle = (record: { title?: Partial<Localized> } | undefined) => localized(record?.title, i18nProvider.getLocale());
