import { ContentPage } from '../components/ContentPage';
import { useT } from '../i18n';
import { LegalReturnRights } from './content/LegalReturnRights';

/** /return-policy (SPEC.md §2), written in the back office, with the rights the law gives (issue 33 §4). */
export default function ReturnPolicy(_props: { path?: string }) {
  const t = useT();
  return (
    <ContentPage slug="return-policy" fallbackTitle={t('content.returnPolicy')}>
      <LegalReturnRights />
    </ContentPage>
  );
}
