import { api } from '../../api/client';
import type { ProductSummaryDto } from '../../api/types';
import { EmptyState, ErrorState, Loading } from '../../components/Feedback';
import { HeartIcon } from '../../components/Icons';
import { ProductCard } from '../../components/ProductCard';
import { UserLayout } from '../../components/UserLayout';
import { useT } from '../../i18n';
import { useQuery } from '../../lib/query';
import { useStore } from '../../state/store';
import { wishlistStore } from '../../state/wishlist';

function SavedProducts() {
  const t = useT();
  const saved = useStore(wishlistStore, (s) => s.ids);
  // the list refetches when a product joins (a heart elsewhere, the merge at sign-in)
  const list = useQuery<ProductSummaryDto[]>(`/api/wishlist#${saved.length}`, () => api.get<ProductSummaryDto[]>('/api/wishlist'), { staleMs: 0 });
  if (list.loading && !list.data) return <Loading />;
  if (list.error && !list.data) return <ErrorState message={list.error.message} onRetry={list.reload} />;
  // a heart taken off here leaves at once
  const products = (list.data ?? []).filter((p) => saved.includes(p.id));
  if (!products.length) {
    return (
      <EmptyState title={t('wishlist.empty')} text={t('wishlist.emptyHint')} icon={<HeartIcon size={36} />}>
        <a href="/products" class="btn btn-primary">
          {t('wishlist.browse')}
        </a>
      </EmptyState>
    );
  }
  return (
    <div class="wishlist-grid" data-testid="wishlist">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} titleLevel={2} />
      ))}
    </div>
  );
}

/** /user/wishlist: the saved products, newest first. */
export default function Wishlist() {
  const t = useT();
  return (
    <UserLayout title={t('wishlist.title')} active="/user/wishlist">
      <SavedProducts />
    </UserLayout>
  );
}
