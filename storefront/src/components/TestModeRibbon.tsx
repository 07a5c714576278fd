import { useT } from '../i18n';
import { useSettings } from '../state/settings';

/** While the built-in test gateway takes payments no real money moves: every page says so (issue 11 §2). */
export function TestModeRibbon() {
  const t = useT();
  const settings = useSettings();
  if (!settings?.testMode) return null;
  return (
    <p class="test-mode-ribbon" role="note">
      <strong>{t('testMode.title')}</strong> {t('testMode.text')}
    </p>
  );
}
