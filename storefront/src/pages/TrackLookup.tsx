import { useT } from '../i18n';
import { useHead } from '../lib/head';
import { OrderLookupForm } from './track/OrderLookupForm';

/** /track: follow an order without signing in, with its number and the phone or email it was placed with (issue 18). */
export default function TrackLookup(_props: { path?: string }) {
  const t = useT();
  useHead({ title: t('lookup.title'), path: '/track' });
  return (
    <div class="container page narrow">
      <div class="card auth-card">
        <h1 class="page-title">{t('lookup.title')}</h1>
        <p class="muted">{t('lookup.text')}</p>
        <OrderLookupForm />
      </div>
    </div>
  );
}
