import { useEffect } from 'preact/hooks';
import { EmptyState, ErrorState, Loading } from '../../components/Feedback';
import { BellIcon } from '../../components/Icons';
import { UserLayout } from '../../components/UserLayout';
import { localized, useT } from '../../i18n';
import { formatDate } from '../../lib/format';
import { loadNotifications, markAllRead, markRead, useNotifications } from '../../state/notifications';
import { useLanguage } from '../../state/preferences';
import { toast } from '../../state/toasts';

function List() {
  const t = useT();
  const lang = useLanguage();
  const n = useNotifications();
  useEffect(() => {
    void loadNotifications();
  }, []);
  if (n.status === 'loading' && !n.items.length) return <Loading />;
  if (n.status === 'error' && !n.items.length)
    return <ErrorState message={n.error ?? t('common.loadFailed')} onRetry={() => void loadNotifications()} />;
  if (!n.items.length) return <EmptyState title={t('notifications.none')} icon={<BellIcon size={36} />} />;
  return (
    <>
      <div class="page-head">
        <p class="muted" role="status">
          {t('notifications.unreadCount', { count: n.unread })}
        </p>
        {n.unread > 0 ? (
          <button
            type="button"
            class="btn btn-ghost btn-sm"
            onClick={() => markAllRead().catch((e: Error) => toast.text(e.message, 'error'))}
          >
            {t('notifications.markAll')}
          </button>
        ) : null}
      </div>
      <ul class="notification-list">
        {n.items.map((item) => (
          <li class={`card notification${item.isRead ? '' : ' is-unread'}`}>
            {!item.isRead ? <span class="dot" aria-hidden="true" /> : null}
            <div>
              <h2 class="mini-title">
                {!item.isRead ? <span class="sr-only">{t('notifications.unread')}: </span> : null}
                {localized(item.title, lang)}
              </h2>
              <p>{localized(item.description, lang)}</p>
              <time class="muted small" dateTime={item.createdAt}>
                {formatDate(item.createdAt, lang, true)}
              </time>
            </div>
            {!item.isRead ? (
              <button
                type="button"
                class="btn btn-ghost btn-sm"
                onClick={() => markRead(item.id).catch((e: Error) => toast.text(e.message, 'error'))}
              >
                {t('notifications.markRead')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** /user/notifications: newest first, at most 10; a red dot marks the unread (SPEC.md §2/§7). */
export default function Notifications(_props: { path?: string }) {
  const t = useT();
  return (
    <UserLayout title={t('user.notifications')} active="/user/notifications">
      <List />
    </UserLayout>
  );
}
