import { CURRENT_CONSENT_TEXT } from '@ward/shared/consent-texts';
import { useState } from 'preact/hooks';
import { ApiError } from '../../api/client';
import { content } from '../../api/endpoints';
import { MarketingConsentBox } from '../../components/MarketingConsent';
import { useT } from '../../i18n';
import { lazyValidation } from '../../lib/lazy-validation';
import { useLanguage } from '../../state/preferences';
import { toast } from '../../state/toasts';

/** The shared email rule, loaded when the shopper first uses the box: a plain form until then. */
const newsletterRules = lazyValidation(() => import('@ward/shared/validation/content').then((m) => m.newsletterSubscribeSchema));

export function Newsletter() {
  const t = useT();
  const lang = useLanguage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const version = agreed ? CURRENT_CONSENT_TEXT : undefined;
      const checked = await newsletterRules.validate({ email: email.trim(), consent: version }, lang);
      if (!checked.ok) return setError(checked.errors.email ?? Object.values(checked.errors)[0]);
      await content.subscribe(checked.data.email, checked.data.consent);
      setDone(true);
      setEmail('');
      toast.success('newsletter.subscribed');
    } catch (err) {
      setError(err instanceof ApiError ? (err.field('email') ?? err.field('consent') ?? err.message) : t('common.unknownError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="section container" aria-labelledby="newsletter-title">
      <div class="newsletter">
        <div>
          <h2 id="newsletter-title" class="section-title">
            {t('newsletter.title')}
          </h2>
          <p class="section-subtitle">{t('newsletter.text')}</p>
        </div>
        {done ? (
          <p class="newsletter-done" role="status">
            {t('newsletter.subscribed')}
          </p>
        ) : (
          <form class="newsletter-form" onSubmit={submit} onFocusIn={newsletterRules.load} noValidate>
            <label for="newsletter-email" class="sr-only">
              {t('field.email')}
            </label>
            <input
              id="newsletter-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              placeholder={t('newsletter.placeholder')}
              value={email}
              onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? 'newsletter-error' : undefined}
              required
            />
            <button type="submit" class="btn btn-primary" disabled={busy}>
              {t('newsletter.subscribe')}
            </button>
            <MarketingConsentBox id="newsletter-consent" checked={agreed} onChange={(v) => (setAgreed(v), setError(null))} />
            {error ? (
              <p id="newsletter-error" class="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
