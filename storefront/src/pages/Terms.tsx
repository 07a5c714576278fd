import { ContentPage } from '../components/ContentPage';
import { useT } from '../i18n';

/** /terms (SPEC.md §2), written in the back office. */
export default function Terms(_props: { path?: string }) {
  const t = useT();
  return <ContentPage slug="terms" fallbackTitle={t('content.terms')} />;
}
