import { isSafeLink } from '@ward/shared/links';
import type { ComponentChildren } from 'preact';
import type { BannerDto, ProductDto } from '../api/types';
import { localized, useT } from '../i18n';
import { useLanguage } from '../state/preferences';
import { CardSkeletons } from './Feedback';
import { ChevronNext } from './Icons';
import { Img } from './Img';
import { ProductCard } from './ProductCard';

/** A titled block of product cards with a "view all" link. */
export function ProductRail({
  id,
  title,
  subtitle,
  products,
  href,
  loading,
  priorityFirst,
}: {
  id: string;
  title: string;
  subtitle?: string;
  products: ProductDto[] | undefined;
  href?: string;
  loading?: boolean;
  priorityFirst?: boolean;
}) {
  const t = useT();
  if (!loading && (!products || products.length === 0)) return null;
  return (
    <section class="section container" aria-labelledby={`${id}-title`}>
      <SectionHead id={id} title={title} subtitle={subtitle}>
        {href ? (
          <a href={href} class="link-more">
            {t('home.viewAll')}
            <ChevronNext size={16} flip />
          </a>
        ) : null}
      </SectionHead>
      <div class="rail">
        {loading ? (
          <CardSkeletons count={4} />
        ) : (
          products!.map((p, i) => <ProductCard product={p} priority={priorityFirst && i === 0} key={p.id} />)
        )}
      </div>
    </section>
  );
}

export function SectionHead({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children?: ComponentChildren;
}) {
  return (
    <div class="section-head">
      <div>
        <h2 id={`${id}-title`} class="section-title">
          {title}
        </h2>
        {subtitle ? <p class="section-subtitle">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** Banners the admin placed at one position of the home page (SPEC.md §9). */
export function Banners({ banners, position }: { banners: BannerDto[] | undefined; position: string }) {
  const lang = useLanguage();
  const list = (banners ?? []).filter((b) => b.position === position && b.isActive !== false);
  if (!list.length) return null;
  return (
    <div class="container banners">
      {list.map((b) => {
        const body = (
          <>
            <Img image={b.image} alt="" sizes="(min-width: 1200px) 1168px, 100vw" class="banner-img" />
            <span class="banner-text">
              <strong class="banner-title">{localized(b.name, lang)}</strong>
              <span class="banner-desc">{localized(b.description, lang)}</span>
            </span>
          </>
        );
        const link = b.link && isSafeLink(b.link, { sitePath: true }) ? b.link : null;
        const external = link?.startsWith('https:');
        return link ? (
          <a class="banner" href={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer', 'data-native': '' } : {})}>
            {body}
          </a>
        ) : (
          <div class="banner">{body}</div>
        );
      })}
    </div>
  );
}
