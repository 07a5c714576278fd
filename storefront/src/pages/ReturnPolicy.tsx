import { ContentPage } from '../components/ContentPage';
import { useT } from '../i18n';

/** /return-policy (SPEC.md §2), written in the back office. */
export default function ReturnPolicy(_props: { path?: string }) {
  const t = useT();
  return <ContentPage slug="return-policy" fallbackTitle={t('content.returnPolicy')} />;
}
