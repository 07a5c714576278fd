import { CONSENT_TEXTS, CURRENT_CONSENT_TEXT } from '@ward/shared/consent-texts';
import { useLanguage } from '../state/preferences';

/**
 * The unticked marketing box (issue 33 §1): the exact wording of the version the server records,
 * from `@ward/shared/consent-texts` (no translation of our own: the record names this text).
 */
export function MarketingConsentBox({ id, checked, onChange }: { id: string; checked: boolean; onChange: (v: boolean) => void }) {
  const lang = useLanguage();
  return (
    <label class="choice marketing-consent" for={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />
      <span>{CONSENT_TEXTS[CURRENT_CONSENT_TEXT][lang]}</span>
    </label>
  );
}
