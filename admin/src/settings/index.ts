import { lazyView } from '../common/lazyView';

const SettingsEdit = lazyView(() => import('./SettingsEdit'), 'SettingsEdit');

/**
 * One record (id 1), reached from the user menu, not the sidebar (SPEC.md §2). `/settings` and
 * `/settings/1` both open it: a typed or bookmarked /admin/settings is not a blank page.
 */
export default { list: SettingsEdit, edit: SettingsEdit };
