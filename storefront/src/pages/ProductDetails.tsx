import { stockLevel } from '@ward/shared/constants';
import { pricePerUnit, type VariantDto } from '@ward/shared/variants';
import { useEffect, useState } from 'preact/hooks';
import { route } from 'preact-router';
import { catalog } from '../api/endpoints';
import type { ProductDto } from '../api/types';
import { ErrorState, Loading } from '../components/Feedback';
import { CartIcon, CheckIcon, TruckIcon } from '../components/Icons';
import { Img } from '../components/Img';
import { Money, Price } from '../components/Price';
import { VariantPicker } from '../components/VariantPicker';
import { QuantityStepper } from '../components/QuantityStepper';
import { ProductRail } from '../components/Sections';
import { Instalments } from '../components/Instalments';
import { StickyBuyBar } from '../components/StickyBuyBar';
import { useChatTopic } from '../state/chat-topic';
import { WishlistButton } from '../components/WishlistButton';
import { NotifyMe } from './products/NotifyMe';
import { SetContents } from './products/SetContents';
import { Stars } from '../components/Stars';
import { ProductReviews } from '../components/ProductReviews';
import { localized, useT } from '../i18n';
import { formatNumber } from '../lib/format';
import { currentOrigin, useHead } from '../lib/head';
import { productKey, relatedKey } from '../lib/keys';
import { useQuery } from '../lib/query';
import { cartChoice, chosenVariant, skuFromUrl, variantPath } from '../lib/variants';
import { addItem, cartStore, sameLine } from '../state/cart';
import { useLanguage } from '../state/preferences';
import { useSettings } from '../state/settings';
import { useStore } from '../state/store';

/** The chosen variant's own pictures first, then the product's. */
function Gallery({ product, variant, name }: { product: ProductDto; variant: VariantDto | undefined; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const images = variant?.images.length ? [...variant.images, ...product.images] : product.images;
  useEffect(() => setIndex(0), [product.id, variant?.id]);
  const current = images[index] ?? images[0];
  const onKey = (e: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      const forward = (e.key === 'ArrowRight') !== rtl;
      const next = (index + (forward ? 1 : -1) + images.length) % images.length;
      setIndex(next);
      (e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
    }
  };
  return (
    <div class="gallery">
      <div class="gallery-main">
        <Img
          image={current}
          alt={images.length > 1 ? t('product.imageOf', { name, n: index + 1, total: images.length }) : name}
          sizes="(min-width: 900px) 560px, 100vw"
          priority={index === 0}
        />
      </div>
      {images.length > 1 ? (
        <div class="gallery-thumbs" role="group" aria-label={t('product.images')} onKeyDown={onKey}>
          {images.map((img, i) => (
            <button
              type="button"
              class={`thumb${i === index ? ' is-active' : ''}`}
              aria-pressed={i === index}
              aria-label={t('product.showImage', { n: i + 1 })}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <Img image={img} alt="" sizes="80px" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function productJsonLd(product: ProductDto, lang: 'ar' | 'en', origin: string, shopName: string, variant?: VariantDto) {
  const offer = variant ?? product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localized(product.name, lang),
    description: localized(product.description, lang),
    sku: variant?.sku ?? String(product.id),
    image: product.images.map((i) => `${origin}${i.url}`),
    category: product.category ? localized(product.category.name, lang) : undefined,
    brand: { '@type': 'Brand', name: shopName },
    offers: {
      '@type': 'Offer',
      url: `${origin}${variantPath(product, variant)}`,
      priceCurrency: 'SAR',
      price: offer.finalPrice.toFixed(2),
      availability: offer.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ratingCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.ratingAverage.toFixed(1), reviewCount: product.ratingCount } }
      : {}),
  };
}

/** SPEC.md §2 product details: gallery, price and discount, stock, quantity, add to cart, reviews, related products. */
export default function ProductDetails({ id: idParam, url }: { id?: string; path?: string; url?: string }) {
  const t = useT();
  const lang = useLanguage();
  const settings = useSettings();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const product = useQuery<ProductDto>(valid ? productKey(id) : null, () => catalog.product(id), { staleMs: 30_000 });
  const related = useQuery<ProductDto[]>(valid ? relatedKey(id) : null, () => catalog.related(id), { staleMs: 60_000 });
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
  const shopName = settings ? localized(settings.shopName, lang) : t('brand.name');
  const origin = currentOrigin();
  useHead(
    p
      ? {
          title: name,
          description: localized(p.description, lang).slice(0, 160),
          path: `/products/${p.id}`,
          image: p.images[0]?.variants?.['640'] ?? p.images[0]?.url ?? null,
          type: 'product',
          jsonLd: productJsonLd(p, lang, origin, shopName, variant),
          lang,
        }
      : { title: product.error ? t('product.notFound') : t('common.loading'), noindex: true },
  );

  if (!valid || (product.error && !p)) {
    const notFound = !valid || product.error?.status === 404;
    return (
      <div class="container page">
        <ErrorState
          title={t('product.notFound')}
          message={notFound ? t('product.notFoundText') : product.error!.message}
          onRetry={notFound ? undefined : product.reload}
        />
        <p class="center">
          <a href="/products" class="btn btn-primary">
            {t('product.backToShop')}
          </a>
        </p>
      </div>
    );
  }
  if (!p) return <Loading />;

  const shown = variant ?? p;
  const available = Math.max(0, shown.stock - inCart);
  const level = stockLevel(shown.stock);
  const soldOut = level === 'out';
  const stockText = soldOut
    ? t('product.outOfStock')
    : level === 'low'
      ? t('product.lowStock', { count: shown.stock })
      : t('product.inStock');
  const perUnit = variant ? pricePerUnit(p.options ?? [], variant) : null;
  const add = () => addItem(p, Math.min(qty, available), { chosen: choice });

  return (
    <div class="page page-product">
      <div class="container">
        <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
          <a href="/">{t('nav.home')}</a>
          <span aria-hidden="true">/</span>
          <a href="/products">{t('nav.shop')}</a>
          {p.category ? (
            <>
              <span aria-hidden="true">/</span>
              <a href={`/products?categoryId=${p.category.id}`}>{localized(p.category.name, lang)}</a>
            </>
          ) : null}
          <span aria-hidden="true">/</span>
          <span aria-current="page">{name}</span>
        </nav>
        <div class="product-layout">
          <Gallery product={p} variant={variant} name={name} />
          <div class="product-info">
            {p.category ? (
              <a class="product-cat" href={`/products?categoryId=${p.category.id}`}>
                {localized(p.category.name, lang)}
              </a>
            ) : null}
            <h1 class="page-title product-title">{name}</h1>
            {p.ratingCount > 0 ? (
              <a href="#reviews-title" class="rating-link">
                <Stars value={p.ratingAverage} count={p.ratingCount} />
              </a>
            ) : null}
            <Price price={shown.price} finalPrice={shown.finalPrice} discount={shown.isDiscounted ? shown.discountValue : null} size="lg" />
            {perUnit ? (
              <p class="muted unit-price">
                <Money amount={perUnit.price} /> {t(perUnit.unit === 'ml' ? 'product.perMl' : 'product.perGram')}
              </p>
            ) : null}
            <p class="muted vat-note">{t('product.vatIncluded')}</p>
            {variant ? <VariantPicker product={p} current={variant} onPick={(v) => route(variantPath(p, v), true)} /> : null}
            <Instalments amount={variant?.finalPrice ?? p.finalPrice} />
            <p class={`stock stock-${level}`}>{stockText}</p>
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
            {inCart > 0 ? (
              <p class="in-cart">
                <CheckIcon size={16} /> {t('product.inCart', { count: inCart })} <a href="/cart">{t('product.viewCart')}</a>
              </p>
            ) : null}
            <p class="delivery-note">
              <TruckIcon size={18} /> {t('product.deliveryNote')}
            </p>
            {variant?.components.length ? <SetContents components={variant.components} /> : null}
            <h2 class="sub-title">{t('product.description')}</h2>
            <p class="product-desc">{localized(p.description, lang)}</p>
            <dl class="specs">
              {shown.weight ? (
                <div>
                  <dt>{t('product.weight')}</dt>
                  <dd>{t('product.grams', { count: formatNumber(shown.weight, lang) })}</dd>
                </div>
              ) : null}
              {p.category ? (
                <div>
                  <dt>{t('listing.category')}</dt>
                  <dd>{localized(p.category.name, lang)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('product.sku')}</dt>
                <dd dir="ltr">{variant?.sku ?? `WRD-${String(p.id).padStart(5, '0')}`}</dd>
              </div>
            </dl>
          </div>
        </div>
        <ProductReviews product={p} />
      </div>
      <ProductRail id="related" title={t('product.related')} products={related.data} />
      <StickyBuyBar watch={buyRow} name={name} price={shown.finalPrice} disabled={soldOut || available <= 0} onAdd={add} />
    </div>
  );
}
