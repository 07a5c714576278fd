import { changePasswordSchema } from '@ward/shared/validation/auth';
import { profileSchema } from '@ward/shared/validation/customers';
import { useRef, useState } from 'preact/hooks';
import { ApiError } from '../../api/client';
import { account, auth } from '../../api/endpoints';
import type { UserDto } from '../../api/types';
import { ErrorState, Loading } from '../../components/Feedback';
import { Field, FormError } from '../../components/Field';
import { PasswordField } from '../../components/PasswordField';
import { UserLayout } from '../../components/UserLayout';
import { useT } from '../../i18n';
import { focusFirstError, serverFieldErrors, validate, type FieldErrors } from '../../lib/form';
import { useQuery, primeCache } from '../../lib/query';
import { setToken } from '../../state/auth';
import { useLanguage } from '../../state/preferences';
import { toast } from '../../state/toasts';

function ProfileForm({ user }: { user: UserDto }) {
  const t = useT();
  const lang = useLanguage();
  const [values, setValues] = useState({ name: user.name, email: user.email, phone: user.phone ?? '', address: user.address ?? '', currentPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const submit = async (e: Event) => {
    e.preventDefault();
    const body = { ...values, currentPassword: emailChanged ? values.currentPassword : undefined };
    const checked = validate(profileSchema, body, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form.current);
      return;
    }
    if (emailChanged && !values.currentPassword) {
      setErrors({ currentPassword: t('profile.passwordForEmail') });
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const saved = await account.updateProfile(checked.data);
      primeCache('/api/profile', saved);
      setValues((s) => ({ ...s, currentPassword: '' }));
      toast.success('profile.saved');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setFormError(err instanceof ApiError ? err.message : t('common.unknownError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={form} class="card" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" class="sub-title">
        {t('profile.details')}
      </h2>
      <FormError message={formError} />
      <div class="form-grid">
        <Field label={t('field.name')} autoComplete="name" value={values.name} onValue={set('name')} error={errors.name} />
        <Field label={t('field.email')} type="email" autoComplete="email" dir="ltr" value={values.email} onValue={set('email')} error={errors.email} />
        <Field label={t('field.phone')} type="tel" autoComplete="tel" dir="ltr" value={values.phone} onValue={set('phone')} error={errors.phone} optionalLabel={t('common.optional')} />
        <Field label={t('field.address')} autoComplete="street-address" value={values.address} onValue={set('address')} error={errors.address} optionalLabel={t('common.optional')} />
        {emailChanged ? <PasswordField label={t('field.currentPassword')} autoComplete="current-password" value={values.currentPassword} onValue={set('currentPassword')} error={errors.currentPassword} hint={t('profile.passwordForEmail')} /> : null}
      </div>
      <div class="form-actions">
        <button type="submit" class="btn btn-primary" disabled={busy}>
          {busy ? t('common.sending') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const t = useT();
  const lang = useLanguage();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  const submit = async (e: Event) => {
    e.preventDefault();
    const checked = validate(changePasswordSchema, values, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      // the server answers a fresh token: older ones stop working
      const token = await auth.changePassword(values);
      if (typeof token === 'string' && token) setToken(token);
      setValues(empty);
      toast.success('profile.passwordChanged');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setFormError(err instanceof ApiError ? err.message : t('profile.passwordFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={form} class="card" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" class="sub-title">
        {t('profile.changePassword')}
      </h2>
      <FormError message={formError} />
      <div class="form-grid">
        <PasswordField label={t('field.currentPassword')} autoComplete="current-password" value={values.currentPassword} onValue={set('currentPassword')} error={errors.currentPassword} />
        <span />
        <PasswordField label={t('field.newPassword')} autoComplete="new-password" value={values.newPassword} onValue={set('newPassword')} error={errors.newPassword} hint={t('field.passwordHint')} />
        <PasswordField label={t('field.confirmPassword')} autoComplete="new-password" value={values.confirmPassword} onValue={set('confirmPassword')} error={errors.confirmPassword} />
      </div>
      <div class="form-actions">
        <button type="submit" class="btn btn-primary" disabled={busy}>
          {busy ? t('common.sending') : t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}

function ProfileScreen() {
  const profile = useQuery<UserDto>('/api/profile', account.profile, { staleMs: 0 });
  if (profile.loading && !profile.data) return <Loading />;
  if (profile.error && !profile.data) return <ErrorState message={profile.error.message} onRetry={profile.reload} />;
  return (
    <div class="stack">
      {profile.data ? <ProfileForm user={profile.data} key={profile.data.id} /> : null}
      <PasswordForm />
    </div>
  );
}

/** /user/profile: details and change password. */
export default function Profile(_props: { path?: string }) {
  const t = useT();
  return (
    <UserLayout title={t('user.profile')} active="/user/profile">
      <ProfileScreen />
    </UserLayout>
  );
}
