import { changePasswordSchema } from '@ward/shared/validation/auth';
import { profileSchema } from '@ward/shared/validation/customers';
import { ApiError } from '../../api/client';
import { account, auth } from '../../api/endpoints';
import type { UserDto } from '../../api/types';
import { ErrorState, Loading } from '../../components/Feedback';
import { EmailField, Field, FormError, PhoneField, SubmitButton } from '../../components/Field';
import { PasswordField } from '../../components/PasswordField';
import { UserLayout } from '../../components/UserLayout';
import { WhatsAppOptInCard } from '../../components/WhatsAppOptIn';
import { useT } from '../../i18n';
import { useProfileT } from './profile.texts';
import { useQuery, primeCache } from '../../lib/query';
import { useSchemaForm } from '../../lib/use-schema-form';
import { setToken } from '../../state/auth';
import { EarlierAccounts } from './EarlierAccounts';
import { FirstPasswordForm } from './FirstPasswordForm';
import { MarketingConsents } from './MarketingConsents';
import { toast } from '../../state/toasts';

function ProfileForm({ user }: { user: UserDto }) {
  const t = useT();
  const pt = useProfileT();
  const { values, setValues, bind, formError, busy, form, submit } = useSchemaForm({
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    address: user.address ?? '',
    currentPassword: '',
  });
  // an account made by SMS code adds its first email without a password (it has none)
  const emailChanged = user.email !== null && values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const input = {
    ...values,
    email: values.email.trim() ? values.email : null,
    currentPassword: emailChanged ? values.currentPassword : undefined,
  };
  const onSubmit = (e: Event) =>
    submit(e, profileSchema, input, {
      check: () => (emailChanged && !values.currentPassword ? { currentPassword: pt('profile.passwordForEmail') } : null),
      send: async (data) => {
        const saved = await account.updateProfile(data);
        primeCache('/api/profile', saved);
        setValues((s) => ({ ...s, currentPassword: '' }));
        toast.text(pt('profile.saved'));
      },
      failure: (err) => (err instanceof ApiError ? err.message : t('common.unknownError')),
    });
  return (
    <form ref={form} class="card" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" class="sub-title">
        {pt('profile.details')}
      </h2>
      <FormError message={formError} />
      <div class="form-grid">
        <Field label={t('field.name')} autoComplete="name" {...bind('name')} />
        <EmailField {...bind('email')} optionalLabel={user.email === null ? t('common.optional') : undefined} />
        {user.phoneVerified ? (
          <PhoneField {...bind('phone')} disabled hint={pt('profile.phoneVerified')} />
        ) : (
          <PhoneField {...bind('phone')} optionalLabel={t('common.optional')} />
        )}
        <Field label={t('field.address')} autoComplete="street-address" {...bind('address')} optionalLabel={t('common.optional')} />
        {emailChanged ? (
          <PasswordField
            label={t('field.currentPassword')}
            autoComplete="current-password"
            {...bind('currentPassword')}
            hint={pt('profile.passwordForEmail')}
          />
        ) : null}
      </div>
      <div class="form-actions">
        <SubmitButton busy={busy} label={t('common.save')} />
      </div>
    </form>
  );
}

function PasswordForm() {
  const t = useT();
  const pt = useProfileT();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const { values, setValues, bind, formError, busy, form, submit } = useSchemaForm(empty);
  const onSubmit = (e: Event) =>
    submit(e, changePasswordSchema, values, {
      send: async () => {
        // the server answers a fresh token: older ones stop working
        const token = await auth.changePassword(values);
        if (typeof token === 'string' && token) setToken(token);
        setValues(empty);
        toast.text(pt('profile.passwordChanged'));
      },
      failure: (err) => (err instanceof ApiError ? err.message : pt('profile.passwordFailed')),
    });
  return (
    <form ref={form} class="card" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" class="sub-title">
        {pt('profile.changePassword')}
      </h2>
      <FormError message={formError} />
      <div class="form-grid">
        <PasswordField label={t('field.currentPassword')} autoComplete="current-password" {...bind('currentPassword')} />
        <span />
        <PasswordField label={t('field.newPassword')} autoComplete="new-password" {...bind('newPassword')} hint={t('field.passwordHint')} />
        <PasswordField label={t('field.confirmPassword')} autoComplete="new-password" {...bind('confirmPassword')} />
      </div>
      <div class="form-actions">
        <SubmitButton busy={busy} label={pt('profile.changePassword')} />
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
      {profile.data ? <WhatsAppOptInCard user={profile.data} /> : null}
      {profile.data ? <MarketingConsents /> : null}
      {profile.data ? <EarlierAccounts emailVerified={profile.data.emailVerified} /> : null}
      {/* an account without an email (made by SMS code) sets its first password with one */}
      {profile.data?.email === null ? <FirstPasswordForm onDone={profile.reload} /> : <PasswordForm />}
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
