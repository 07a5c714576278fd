import { ContentPage } from '../components/ContentPage';
import { useT } from '../i18n';

/** /privacy (SPEC.md §2), written in the back office. */
export default function Privacy(_props: { path?: string }) {
  const t = useT();
  return <ContentPage slug="privacy" fallbackTitle={t('content.privacy')} />;
}
