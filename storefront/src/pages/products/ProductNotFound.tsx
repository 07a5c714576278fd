import type { ApiError } from '../../api/client';
import { ErrorState } from '../../components/Feedback';
import { useT } from '../../i18n';

/** No such product (or it could not be loaded: then a retry), and the way back to the shop. */
export function ProductNotFound({ error, onRetry }: { error: ApiError | null | undefined; onRetry: () => void }) {
  const t = useT();
  const notFound = !error || error.status === 404;
  return (
    <div class="container page">
      <ErrorState
        title={t('product.notFound')}
        message={notFound ? t('product.notFoundText') : error.message}
        onRetry={notFound ? undefined : onRetry}
      />
      <p class="center">
        <a href="/products" class="btn btn-primary">
          {t('product.backToShop')}
        </a>
      </p>
    </div>
  );
}
