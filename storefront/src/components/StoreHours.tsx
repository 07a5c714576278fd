import { localized, useT } from '../i18n';
import { useLanguage } from '../state/preferences';
import { FALLBACK_SETTINGS, useSettings } from '../state/settings';
import { ClockIcon } from './Icons';

/** The shop's opening hours, from the settings the admin edits: the one source for the footer, contact and branches. */
export function StoreHours({ class: cls }: { class?: string }) {
  const t = useT();
  const lang = useLanguage();
  const s = useSettings() ?? FALLBACK_SETTINGS;
  if (!s.storeHours.length) return null;
  return (
    <ul class={`hours-list${cls ? ` ${cls}` : ''}`}>
      {s.storeHours.map((h) => (
        <li>
          <ClockIcon size={16} />
          <span>{localized(h.days, lang)}</span>
          <span class="hours-range">{t('footer.hoursRange', { open: h.open, close: h.close })}</span>
        </li>
      ))}
    </ul>
  );
}
