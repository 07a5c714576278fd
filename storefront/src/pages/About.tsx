import { ContentPage } from '../components/ContentPage';
import { useT } from '../i18n';

/** /about (SPEC.md §2), written in the back office. */
export default function About(_props: { path?: string }) {
  const t = useT();
  return (
    <ContentPage slug="about" fallbackTitle={t('content.about')}>
      <div class="about-cta card">
        <p>{t('content.aboutCta')}</p>
        <div class="form-actions">
          <a href="/products" class="btn btn-primary">
            {t('home.shopNow')}
          </a>
          <a href="/branches" class="btn btn-outline">
            {t('nav.branches')}
          </a>
          <a href="/contact" class="btn btn-ghost">
            {t('nav.contact')}
          </a>
        </div>
      </div>
    </ContentPage>
  );
}
