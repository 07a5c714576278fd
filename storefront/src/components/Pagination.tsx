import { useT } from '../i18n';
import { pageWindow } from '../lib/listing';
import { ChevronNext, ChevronPrev } from './Icons';

/** Page links (real hrefs: they work for crawlers and in new tabs). */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav class="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <a href={hrefFor(page - 1)} class="page-link" rel="prev" aria-label={t('pagination.previous')}>
          <ChevronPrev size={18} flip />
        </a>
      ) : (
        <span class="page-link is-disabled" aria-hidden="true">
          <ChevronPrev size={18} flip />
        </span>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span class="page-gap" aria-hidden="true" key={`gap-${i}`}>
            …
          </span>
        ) : (
          <a
            href={hrefFor(p)}
            class={`page-link${p === page ? ' is-current' : ''}`}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: p })}
            key={p}
          >
            {p}
          </a>
        ),
      )}
      {page < pages ? (
        <a href={hrefFor(page + 1)} class="page-link" rel="next" aria-label={t('pagination.next')}>
          <ChevronNext size={18} flip />
        </a>
      ) : (
        <span class="page-link is-disabled" aria-hidden="true">
          <ChevronNext size={18} flip />
        </span>
      )}
    </nav>
  );
}
