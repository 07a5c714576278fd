import { useT } from '../i18n';
import { useHead } from '../lib/head';

/** Any other path (SPEC.md §2). */
export default function NotFound(_props: { default?: boolean; path?: string }) {
  const t = useT();
  useHead({ title: t('notFound.title'), noindex: true });
  return (
    <div class="container page narrow center not-found">
      <p class="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 class="page-title">{t('notFound.title')}</h1>
      <p class="muted">{t('notFound.text')}</p>
      <div class="form-actions center">
        <a href="/" class="btn btn-primary">
          {t('notFound.home')}
        </a>
        <a href="/products" class="btn btn-outline">
          {t('nav.shop')}
        </a>
      </div>
    </div>
  );
}
