import { normalizeSearchText } from '@ward/shared/normalize';
import type { ComponentChildren } from 'preact';
import { content } from '../api/endpoints';
import type { PageDto, PageSlug } from '../api/types';
import { localized, useT } from '../i18n';
import { formatDate } from '../lib/format';
import { useHead } from '../lib/head';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';
import { ErrorState, Loading } from './Feedback';

const strip = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The body without a first heading that only repeats the page's title (the page prints the title once). */
export function withoutRepeatedTitle(html: string, title: string): string {
  const first = /^\s*<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>\s*/i.exec(html);
  return first && normalizeSearchText(strip(first[1])) === normalizeSearchText(title) ? html.slice(first[0].length) : html;
}

/**
 * A content page written in the back office (about, privacy, return policy, terms). The body is
 * HTML the server already sanitised to an allow-list of tags and attributes.
 */
export function ContentPage({ slug, fallbackTitle, children }: { slug: PageSlug; fallbackTitle: string; children?: ComponentChildren }) {
  const t = useT();
  const lang = useLanguage();
  const page = useQuery<PageDto>(`/api/pages/${slug}`, () => content.page(slug), { staleMs: 300_000 });
  const p = page.data;
  const title = p ? localized(p.title, lang) : fallbackTitle;
  useHead({ title, description: p ? strip(localized(p.body, lang)).slice(0, 160) : undefined, path: `/${slug}` });
  return (
    <div class="container page narrow content-page">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('nav.home')}</a>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{title}</span>
      </nav>
      <h1 class="page-title">{title}</h1>
      {page.loading && !p ? <Loading /> : null}
      {page.error && !p ? (
        <ErrorState
          message={page.error.status === 404 ? t('content.missing') : page.error.message}
          onRetry={page.error.status === 404 ? undefined : page.reload}
        />
      ) : null}
      {p ? (
        <>
          <article class="prose" dangerouslySetInnerHTML={{ __html: withoutRepeatedTitle(localized(p.body, lang), title) }} />
          <p class="muted small">{t('content.updated', { date: formatDate(p.updatedAt, lang) })}</p>
        </>
      ) : null}
      {children}
    </div>
  );
}
