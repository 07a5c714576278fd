import { stockLevel } from '@ward/shared/constants';
import { useEffect, useState } from 'preact/hooks';
import { route } from 'preact-router';
import { catalog } from '../api/endpoints';
import type { ProductDto, ProductSummaryDto } from '../api/types';
import { Loading } from '../components/Feedback';
import { Later } from '../components/Later';
import { CartIcon, TruckIcon } from '../components/Icons';
import { VariantPicker } from '../components/VariantPicker';
import { QuantityStepper } from '../components/QuantityStepper';
import { ProductRail } from '../components/Sections';
import { Instalments } from '../components/Instalments';
import { StickyBuyBar } from '../components/StickyBuyBar';
import { useChatTopic } from '../state/chat-topic';
import { WishlistButton } from '../components/WishlistButton';
import { Gallery } from './products/Gallery';
import { InCartNote } from './products/InCartNote';
import { NotifyMe } from './products/NotifyMe';
import { ProductAbout } from './products/ProductAbout';
import { ProductBreadcrumbs } from './products/ProductBreadcrumbs';
import { ProductHeading } from './products/ProductHeading';
import { ProductNotFound } from './products/ProductNotFound';
import { ProductPrice } from './products/ProductPrice';
import { StockNote } from './products/StockNote';
import { useProductHead } from './products/use-product-head';
import { ProductReviews } from '../components/ProductReviews';
import { localized, useT } from '../i18n';
import { productKey, relatedKey } from '../lib/keys';
import { useQuery } from '../lib/query';
import { cartChoice, chosenVariant, skuFromUrl, variantPath } from '../lib/variants';
import { addItem, cartStore, sameLine } from '../state/cart';
import { useLanguage } from '../state/preferences';
import { useStore } from '../state/store';

/** SPEC.md §2 product details: gallery, price and discount, stock, quantity, add to cart, reviews, related products. */
export default function ProductDetails({ id: idParam, url }: { id?: string; path?: string; url?: string }) {
  const t = useT();
  const lang = useLanguage();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const product = useQuery<ProductDto>(valid ? productKey(id) : null, () => catalog.product(id), { staleMs: 30_000 });
  const related = useQuery<ProductSummaryDto[]>(valid ? relatedKey(id) : null, () => catalog.related(id), { staleMs: 60_000 });
  const [qty, setQty] = useState(1);
  const p = product.data;
  // the variant the URL names (`?v=SKU`, also on the server), else the default
  const variant = p ? chosenVariant(p, skuFromUrl(url)) : undefined;
  const choice = p ? cartChoice(p, variant) : undefined;
  const inCart = useStore(cartStore, (s) => s.items.find((i) => sameLine(i, id, choice?.variant.id))?.quantity ?? 0);
  // state, not a ref: the bar re-observes when hydration or a refetch replaces the element
  const [buyRow, setBuyRow] = useState<HTMLDivElement | null>(null);
  useEffect(() => setQty(1), [id, variant?.id]);

  const name = p ? localized(p.name, lang) : '';
  useChatTopic(name || null);
  useProductHead(p, variant, name, product.error);

  if (!valid || (product.error && !p)) return <ProductNotFound error={valid ? product.error : null} onRetry={product.reload} />;
  if (!p) return <Loading />;

  const shown = variant ?? p;
  const available = Math.max(0, shown.stock - inCart);
  const soldOut = stockLevel(shown.stock) === 'out';
  const add = () => addItem(p, Math.min(qty, available), { chosen: choice });

  return (
    <div class="page page-product">
      <div class="container">
        <ProductBreadcrumbs product={p} name={name} />
        <div class="product-layout">
          <Gallery product={p} variant={variant} name={name} />
          <div class="product-info">
            <ProductHeading product={p} name={name} />
            <ProductPrice product={p} variant={variant} />
            <Later>
              {variant ? <VariantPicker product={p} current={variant} onPick={(v) => route(variantPath(p, v), true)} /> : null}
              <Instalments amount={variant?.finalPrice ?? p.finalPrice} />
              <StockNote stock={shown.stock} />
              <div class="buy-row" ref={setBuyRow}>
                <QuantityStepper
                  value={qty}
                  max={Math.max(1, available)}
                  label={t('product.quantity')}
                  onChange={(d) => setQty((q) => Math.min(Math.max(1, q + d), Math.max(1, available)))}
                />
                <button type="button" class="btn btn-primary btn-lg buy-btn" disabled={soldOut || available <= 0} onClick={add}>
                  <CartIcon size={20} />
                  {t('product.addToCart')}
                </button>
                <WishlistButton productId={p.id} name={name} variant="page" />
              </div>
              {soldOut ? (
                <NotifyMe
                  key={`${p.id}:${variant?.id}`}
                  productId={p.id}
                  variantId={choice?.variant.id}
                  variantLabel={choice?.label ? localized(choice.label, lang) : null}
                />
              ) : null}
              <InCartNote count={inCart} />
              <p class="delivery-note">
                <TruckIcon size={18} /> {t('product.deliveryNote')}
              </p>
            </Later>
            <ProductAbout product={p} variant={variant} />
          </div>
        </div>
        <ProductReviews product={p} />
      </div>
      <Later>
        <ProductRail id="related" title={t('product.related')} products={related.data} />
      </Later>
      <StickyBuyBar watch={buyRow} name={name} price={shown.finalPrice} disabled={soldOut || available <= 0} onAdd={add} />
    </div>
  );
}
