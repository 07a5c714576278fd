import type { ComponentChildren } from 'preact';
import { useT } from '../i18n';
import { AlertIcon } from './Icons';

export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span class={`spinner spinner-${size}`} role={label ? 'status' : undefined} aria-label={label}>
      <span aria-hidden="true" />
    </span>
  );
}

/** A page or section still loading: a spinner with a screen-reader label. */
export function Loading({ label, block = true }: { label?: string; block?: boolean }) {
  const t = useT();
  return (
    <div class={block ? 'loading-block' : 'loading-inline'} aria-busy="true">
      <Spinner label={label ?? t('common.loading')} />
    </div>
  );
}

/** A failed load: the API's message and a retry button. */
export function ErrorState({ message, onRetry, title }: { message: string; onRetry?: () => void; title?: string }) {
  const t = useT();
  return (
    <div class="state state-error" role="alert">
      <AlertIcon size={28} />
      <p class="state-title">{title ?? t('common.loadFailed')}</p>
      <p class="state-text">{message}</p>
      {onRetry ? (
        <button type="button" class="btn btn-outline" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({
  title,
  text,
  children,
  icon,
}: {
  title: string;
  text?: string;
  children?: ComponentChildren;
  icon?: ComponentChildren;
}) {
  return (
    <div class="state state-empty">
      {icon}
      <p class="state-title">{title}</p>
      {text ? <p class="state-text">{text}</p> : null}
      {children}
    </div>
  );
}

/** Skeleton cards while a product list loads (keeps the layout from jumping). */
export function CardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div class="card skeleton-card" aria-hidden="true" key={i}>
          <div class="skeleton skeleton-img" />
          <div class="skeleton skeleton-line" />
          <div class="skeleton skeleton-line short" />
        </div>
      ))}
    </>
  );
}
