import { firstPasswordSchema } from '@ward/shared/validation/guest';
import { ApiError } from '../../api/client';
import { auth } from '../../api/endpoints';
import { EmailField, FormError, SubmitButton } from '../../components/Field';
import { PasswordField } from '../../components/PasswordField';
import { useT } from '../../i18n';
import { useProfileT } from './profile.texts';
import { useSchemaForm } from '../../lib/use-schema-form';
import { setToken } from '../../state/auth';
import { toast } from '../../state/toasts';

/**
 * An account made by SMS code (or from a guest checkout) has no password: it adds an email and
 * sets its first password here, then signs in with either (issue 18).
 */
export function FirstPasswordForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const pt = useProfileT();
  const { values, bind, formError, busy, form, submit } = useSchemaForm({ email: '', password: '', confirmPassword: '' });
  const onSubmit = (e: Event) =>
    submit(e, firstPasswordSchema, values, {
      send: async (data) => {
        // the server answers a fresh token: older ones stop working
        setToken(await auth.firstPassword(data));
        toast.text(pt('profile.firstPasswordSet'));
        onDone();
      },
      failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : pt('profile.passwordFailed')),
    });
  return (
    <form ref={form} class="card" onSubmit={onSubmit} noValidate aria-labelledby="first-password-title">
      <h2 id="first-password-title" class="sub-title">
        {pt('profile.firstPassword')}
      </h2>
      <p class="muted">{pt('profile.firstPasswordText')}</p>
      <FormError message={formError} />
      <div class="form-grid">
        <EmailField {...bind('email')} />
        <span />
        <PasswordField label={t('field.newPassword')} autoComplete="new-password" {...bind('password')} hint={t('field.passwordHint')} />
        <PasswordField label={t('field.confirmPassword')} autoComplete="new-password" {...bind('confirmPassword')} />
      </div>
      <div class="form-actions">
        <SubmitButton busy={busy} label={pt('profile.firstPasswordSave')} />
      </div>
    </form>
  );
}
