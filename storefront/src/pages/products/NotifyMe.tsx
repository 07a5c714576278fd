import type { StockAlertChannel } from '@ward/shared/validation/stock-alerts';
import { useState } from 'preact/hooks';
import type { UserDto } from '@ward/shared/types';
import { api, ApiError } from '../../api/client';
import { account } from '../../api/endpoints';
import { Field, FormError, SubmitButton } from '../../components/Field';
import { BellIcon, CheckIcon } from '../../components/Icons';
import { useT } from '../../i18n';
import { serverFieldErrors, type FieldErrors } from '../../lib/field-errors';
import { lazyValidation } from '../../lib/lazy-validation';
import { useQuery } from '../../lib/query';
import { useAuth } from '../../state/auth';
import { useMobileFormat } from '../../lib/use-mobile-format';
import { useLanguage } from '../../state/preferences';

/** Email or text message: a signed-in shopper with a verified mobile may choose SMS (the only way without an email). */
function ChannelChoice({ value, onChange, phone }: { value: StockAlertChannel; onChange: (c: StockAlertChannel) => void; phone: string }) {
  const t = useT();
  return (
    <fieldset class="notify-me-channels">
      <legend class="field-label">{t('stockAlert.how')}</legend>
      <label class="choice">
        <input type="radio" name="notify-channel" checked={value === 'email'} onChange={() => onChange('email')} />
        <span>{t('stockAlert.byEmail')}</span>
      </label>
      <label class="choice">
        <input type="radio" name="notify-channel" checked={value === 'sms'} onChange={() => onChange('sms')} />
        <span>
          {t('stockAlert.bySms')} <bdi dir="ltr">{phone}</bdi>
        </span>
      </label>
    </fieldset>
  );
}

/** The shared rule, loaded when the shopper first uses the form (zod stays out of the product page). */
const stockAlert = lazyValidation(() => import('@ward/shared/validation/stock-alerts').then((m) => m.stockAlertSchema));

/**
 * "Tell me when it is back" for an out-of-stock product or the chosen variant of it (`variantId`,
 * named in the title): an email (the account's, when signed in), or a text message to the
 * account's verified mobile.
 */
export function NotifyMe({ productId, variantId, variantLabel }: { productId: number; variantId?: number; variantLabel?: string | null }) {
  const t = useT();
  const lang = useLanguage();
  const { user } = useAuth();
  // the token carries no phone: a signed-in shopper's verified mobile comes with the profile
  const profile = useQuery<UserDto>(user ? '/api/profile' : null, account.profile, { staleMs: 60_000 });
  const phone = profile.data?.phoneVerified ? profile.data.phone : null;
  const shownPhone = useMobileFormat(phone);
  const hasEmail = Boolean(user?.email ?? profile.data?.email);
  const [chosen, setChannel] = useState<StockAlertChannel | null>(null);
  const channel = chosen ?? (phone && !hasEmail ? 'sms' : 'email');
  const [email, setEmail] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const checked = await stockAlert.validate({ channel, ...(channel === 'email' ? { email } : {}), variantId }, lang);
      if (!checked.ok) return setErrors(checked.errors);
      await api.post<true>(`/api/products/${productId}/stock-alerts`, checked.data);
      setDone(t(channel === 'sms' ? 'stockAlert.savedSms' : 'stockAlert.saved'));
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
    <form
      class="notify-me card"
      onSubmit={submit}
      onFocusIn={stockAlert.load}
      noValidate
      data-testid="notify-me"
      aria-labelledby="notify-me-title"
    >
      <p id="notify-me-title" class="notify-me-title">
        <BellIcon size={18} /> {variantLabel ? t('stockAlert.titleVariant', { variant: variantLabel }) : t('stockAlert.title')}
      </p>
      {phone && hasEmail ? <ChannelChoice value={channel} onChange={setChannel} phone={shownPhone ?? phone} /> : null}
      {channel === 'email' ? (
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
      ) : phone ? (
        <p class="muted">
          {t('stockAlert.smsTo')} <bdi dir="ltr">{shownPhone}</bdi>
        </p>
      ) : null}
      <FormError message={Object.keys(errors).length && !errors.channel ? null : (errors.channel ?? formError)} />
      <SubmitButton busy={busy} label={t('stockAlert.submit')} />
    </form>
  );
}
