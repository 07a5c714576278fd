import { lazyView } from '../common/lazyView';

/** One record (id 1): reached from the user menu, not the sidebar (SPEC.md §2). */
export default {
  edit: lazyView(() => import('./SettingsEdit'), 'SettingsEdit'),
};
