import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import { splashDuration, useSettingsState } from '../state/settings';
import { Logo } from './Logo';

/**
 * The start-up splash (SPEC.md §2): a full-screen spinner for the settings' splashMs (1500 ms by
 * default; 0 turns it off), counted from its first frame (main.tsx). Skipped when the page arrived
 * server-rendered: covering visible content would undo the point of rendering it.
 */
export function Splash({ startedAt, skip }: { startedAt: number; skip: boolean }) {
  const t = useT();
  const { settings, status } = useSettingsState();
  // a start that already knows the duration is 0 (cached settings) never draws the splash
  const [visible, setVisible] = useState(() => !skip && !(status !== 'loading' && splashDuration(settings) === 0));

  useEffect(() => {
    if (!visible) return;
    // until the settings answer, the default duration applies (a slow network never holds it longer)
    const remaining = splashDuration(status === 'loading' ? null : settings) - (performance.now() - startedAt);
    if (remaining <= 0) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(false), remaining);
    return () => clearTimeout(timer);
  }, [status, settings, startedAt, visible]);

  useEffect(() => {
    document.documentElement.classList.toggle('splash-on', visible);
  }, [visible]);

  if (!visible) return null;
  return (
    <div class="splash" role="status" aria-live="polite" aria-label={t('common.loading')}>
      <Logo size={56} />
      <span class="spinner spinner-lg" aria-hidden="true">
        <span />
      </span>
    </div>
  );
}
