import { loginSchema, registerSchema } from '@ward/shared/validation/auth';
import { route } from 'preact-router';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { auth } from '../api/endpoints';
import { EmailField, Field, FormError, PhoneField, SubmitButton } from '../components/Field';
import { PasswordField } from '../components/PasswordField';
import { PhoneSignIn } from './account/PhoneSignIn';
import { useT } from '../i18n';
import { useHead } from '../lib/head';
import { useSchemaForm } from '../lib/use-schema-form';
import { setToken, useAuth, logout } from '../state/auth';
import { toast } from '../state/toasts';

type Tab = 'login' | 'register';

/** Only same-site paths are followed after login (no open redirect). */
function safeNext(next: string | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/account')) return null;
  return next;
}

function afterLogin(token: string, next: string | null, welcome: 'auth.loggedIn' | 'auth.registered') {
  const state = setToken(token);
  if (state.user?.isAdmin) {
    // SPEC.md §6: an admin login is welcomed to the back office
    toast.success('auth.adminWelcome');
    location.assign('/admin');
    return;
  }
  toast.success(welcome);
  route(next ?? '/user', true);
}

/** The log-in tab: by mobile number and SMS code (what Gulf shoppers expect), or by email and password. */
function LoginPanel({ next }: { next: string | null }) {
  const t = useT();
  const [byPhone, setByPhone] = useState(false);
  return (
    <>
      {byPhone ? (
        <PhoneSignIn onToken={(token) => afterLogin(token, next, 'auth.loggedIn')} onUseEmail={() => setByPhone(false)} />
      ) : (
        <LoginForm next={next} />
      )}
      <div class="auth-divider" role="presentation">
        <span>{t('common.or')}</span>
      </div>
      <button type="button" class="btn btn-outline btn-block" onClick={() => setByPhone(!byPhone)}>
        {byPhone ? t('phone.useEmail') : t('phone.useMobile')}
      </button>
    </>
  );
}

function LoginForm({ next }: { next: string | null }) {
  const t = useT();
  const { values, bind, formError, busy, form, submit } = useSchemaForm({ email: '', password: '' });
  const onSubmit = (e: Event) =>
    submit(e, loginSchema, values, {
      send: async (data) => afterLogin(await auth.login(data.email, data.password), next, 'auth.loggedIn'),
      failure: (err) => (err instanceof ApiError && err.status === 401 ? t('auth.invalidCredentials') : (err as Error).message),
    });
  return (
    <form ref={form} onSubmit={onSubmit} noValidate class="auth-form" aria-labelledby="tab-login">
      <FormError message={formError} />
      <EmailField {...bind('email')} />
      <PasswordField label={t('field.password')} autoComplete="current-password" {...bind('password')} />
      <p class="form-aside">
        <a href="/forgot-password/request">{t('auth.forgotPassword')}</a>
      </p>
      <SubmitButton busy={busy} label={t('auth.login')} class="btn btn-primary btn-block btn-lg" />
    </form>
  );
}

function RegisterForm({ next }: { next: string | null }) {
  const t = useT();
  const { values, bind, formError, busy, form, submit } = useSchemaForm({
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
  });
  const input = { ...values, phone: values.phone.trim() ? values.phone : null };
  const onSubmit = (e: Event) =>
    submit(e, registerSchema, input, {
      send: async (data) => afterLogin(await auth.register({ ...data, confirmPassword: values.confirmPassword }), next, 'auth.registered'),
      failure: (err) => (err instanceof ApiError ? err.message : t('auth.registrationFailed')),
    });
  return (
    <form ref={form} onSubmit={onSubmit} noValidate class="auth-form" aria-labelledby="tab-register">
      <FormError message={formError} />
      <Field label={t('field.name')} autoComplete="name" {...bind('name')} />
      <EmailField {...bind('email')} />
      <PhoneField {...bind('phone')} hint={t('field.phoneHint')} optionalLabel={t('common.optional')} />
      <PasswordField label={t('field.password')} autoComplete="new-password" {...bind('password')} hint={t('field.passwordHint')} />
      <PasswordField label={t('field.confirmPassword')} autoComplete="new-password" {...bind('confirmPassword')} />
      <SubmitButton busy={busy} label={t('auth.createAccount')} class="btn btn-primary btn-block btn-lg" />
    </form>
  );
}

/** Already signed in (an admin, or a customer without a page to go back to): on to the dashboard, or log out. */
function SignedIn({ user }: { user: { name: string; isAdmin: boolean } }) {
  const t = useT();
  return (
    <div class="container page narrow">
      <div class="card center">
        <h1 class="page-title">{t('auth.signedInAs', { name: user.name })}</h1>
        <div class="form-actions center">
          {user.isAdmin ? (
            <a href="/admin" class="btn btn-primary" data-native="">
              {t('user.dashboard')}
            </a>
          ) : (
            <a href="/user" class="btn btn-primary">
              {t('user.dashboard')}
            </a>
          )}
          <button
            type="button"
            class="btn btn-outline"
            onClick={() => {
              logout();
              route('/');
            }}
          >
            {t('user.logout')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** SPEC.md §2 account: login and registration. */
export default function Account({ next: nextParam, tab: tabParam }: { next?: string; tab?: string; path?: string }) {
  const t = useT();
  const { status, user } = useAuth();
  const next = safeNext(nextParam);
  const [tab, setTab] = useState<Tab>(tabParam === 'register' ? 'register' : 'login');
  useHead({ title: tab === 'login' ? t('auth.login') : t('auth.createAccount'), path: '/account' });
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  // a signed-in customer has nothing to do here
  useEffect(() => {
    if (status === 'authenticated' && user?.isCustomer && !next) route('/user', true);
  }, [status, user?.isCustomer, next]);

  const onTabKey = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const nextTab: Tab = tab === 'login' ? 'register' : 'login';
    const target = e.key === 'Home' ? 'login' : e.key === 'End' ? 'register' : nextTab;
    setTab(target);
    tabs.current[target === 'login' ? 0 : 1]?.focus();
  };

  if (status === 'authenticated' && user && !(user.isCustomer && next)) {
    return <SignedIn user={user} />;
  }

  return (
    <div class="container page narrow">
      <div class="card auth-card">
        <h1 class="page-title center">{t('auth.welcome')}</h1>
        <p class="muted center">{t('auth.welcomeText')}</p>
        <div class="tabs" role="tablist" aria-label={t('auth.welcome')}>
          {(['login', 'register'] as Tab[]).map((k, i) => (
            <button
              type="button"
              role="tab"
              id={`tab-${k}`}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              aria-selected={tab === k}
              aria-controls={`panel-${k}`}
              tabIndex={tab === k ? 0 : -1}
              class={`tab${tab === k ? ' is-active' : ''}`}
              onClick={() => setTab(k)}
              onKeyDown={onTabKey}
            >
              {k === 'login' ? t('auth.login') : t('auth.register')}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'login' ? <LoginPanel next={next} /> : <RegisterForm next={next} />}
        </div>
        <p class="form-aside center">
          <a href="/track">{t('lookup.link')}</a>
        </p>
      </div>
    </div>
  );
}
