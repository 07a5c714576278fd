import { stockAlertSchema } from '@ward/shared/validation/stock-alerts';
import { useState } from 'preact/hooks';
import { api, ApiError } from '../../api/client';
import { Field, FormError, SubmitButton } from '../../components/Field';
import { BellIcon, CheckIcon } from '../../components/Icons';
import { useT } from '../../i18n';
import { serverFieldErrors, validate, type FieldErrors } from '../../lib/form';
import { useAuth } from '../../state/auth';
import { useLanguage } from '../../state/preferences';

/** "Tell me when it is back": an email (the account's, when signed in) for an out-of-stock product. */
export function NotifyMe({ productId }: { productId: number }) {
  const t = useT();
  const lang = useLanguage();
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    const checked = validate(stockAlertSchema, { email }, lang);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await api.post<true>(`/api/products/${productId}/stock-alerts`, checked.data);
      setDone(t('stockAlert.saved'));
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFormError(error instanceof ApiError ? error.message : t('common.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <p class="notify-me notify-me-done" role="status" data-testid="notify-me">
        <CheckIcon size={18} /> {done}
      </p>
    );
  return (
    <form class="notify-me card" onSubmit={submit} noValidate data-testid="notify-me" aria-labelledby="notify-me-title">
      <p id="notify-me-title" class="notify-me-title">
        <BellIcon size={18} /> {t('stockAlert.title')}
      </p>
      <Field
        label={t('stockAlert.email')}
        value={email}
        onValue={(v) => {
          setEmail(v);
          setErrors({});
          setFormError(null);
        }}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        error={errors.email}
        hint={t('stockAlert.hint')}
      />
      <FormError message={Object.keys(errors).length ? null : formError} />
      <SubmitButton busy={busy} label={t('stockAlert.submit')} />
    </form>
  );
}
