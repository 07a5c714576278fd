import { contactSchema } from '@ward/shared/validation/content';
import { useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { content } from '../api/endpoints';
import { EmailField, Field, FormError, PhoneField, SubmitButton } from '../components/Field';
import { ContactList } from '../components/ContactList';
import { StoreHours } from '../components/StoreHours';
import { useT } from '../i18n';
import { useHead } from '../lib/head';
import { useSchemaForm } from '../lib/use-schema-form';
import { useAuth } from '../state/auth';
import { FALLBACK_SETTINGS, useSettings } from '../state/settings';
import { toast } from '../state/toasts';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };

/** SPEC.md §2 contact: a form (POST /api/contact) beside the shop's contact details and hours. */
export default function Contact(_props: { path?: string }) {
  const t = useT();
  const s = useSettings() ?? FALLBACK_SETTINGS;
  const { user } = useAuth();
  useHead({ title: t('contact.title'), description: t('contact.metaDescription'), path: '/contact' });
  const { values, setValues, bind, formError, busy, form, submit } = useSchemaForm({
    ...EMPTY,
    name: user?.name ?? '',
    email: user?.email ?? '',
  });
  const [sent, setSent] = useState(false);

  const onSubmit = (e: Event) =>
    submit(e, contactSchema, values, {
      send: async (data) => {
        await content.contact(data);
        setSent(true);
        setValues({ ...EMPTY, name: values.name, email: values.email });
        toast.success('contact.sent');
      },
      failure: (err) => (err instanceof ApiError ? err.message : t('contact.failed')),
    });

  return (
    <div class="container page">
      <h1 class="page-title">{t('contact.title')}</h1>
      <p class="muted">{t('contact.text')}</p>
      <div class="contact-layout">
        <form ref={form} class="card" onSubmit={onSubmit} noValidate>
          {sent ? (
            <p class="notice notice-ok" role="status">
              {t('contact.sent')}
            </p>
          ) : null}
          <FormError message={formError} />
          <div class="form-grid">
            <Field label={t('field.name')} autoComplete="name" {...bind('name')} />
            <EmailField {...bind('email')} />
            <PhoneField {...bind('phone')} optionalLabel={t('common.optional')} />
            <Field label={t('field.subject')} {...bind('subject')} optionalLabel={t('common.optional')} />
            <Field label={t('field.message')} {...bind('message')} multiline rows={6} class="span-2" maxLength={5000} />
          </div>
          <div class="form-actions">
            <SubmitButton busy={busy} label={t('contact.send')} />
          </div>
        </form>
        <aside class="card contact-info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title" class="sub-title">
            {t('contact.reachUs')}
          </h2>
          <ContactList settings={s} spaced />
          <h3 class="mini-title">{t('footer.hours')}</h3>
          <StoreHours />
          <a href="/branches" class="btn btn-outline btn-block">
            {t('contact.seeBranches')}
          </a>
        </aside>
      </div>
    </div>
  );
}
