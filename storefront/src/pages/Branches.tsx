import { useState } from 'preact/hooks';
import { content } from '../api/endpoints';
import type { BranchDto } from '../api/types';
import { EmptyState, ErrorState, Loading } from '../components/Feedback';
import { ClockIcon, ExternalIcon, PhoneIcon, PinIcon } from '../components/Icons';
import { StoreHours } from '../components/StoreHours';
import { TileMap } from '../components/TileMap';
import { localized, useT } from '../i18n';
import { useHead } from '../lib/head';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';

/** SPEC.md §2 branches: the list and a map of them. */
export default function Branches(_props: { path?: string }) {
  const t = useT();
  const lang = useLanguage();
  useHead({ title: t('branches.title'), description: t('branches.metaDescription'), path: '/branches' });
  const branches = useQuery<BranchDto[]>('/api/branches', content.branches, { staleMs: 300_000 });
  const [selected, setSelected] = useState<number | null>(null);
  const list = branches.data ?? [];
  return (
    <div class="container page">
      <h1 class="page-title">{t('branches.title')}</h1>
      <p class="muted">{t('branches.text')}</p>
      {branches.loading && !branches.data ? <Loading /> : null}
      {branches.error && !branches.data ? <ErrorState message={branches.error.message} onRetry={branches.reload} /> : null}
      {branches.data && !list.length ? <EmptyState title={t('branches.none')} /> : null}
      {list.length ? (
        <div class="branches-layout">
          <TileMap
            label={t('branches.map')}
            points={list.map((b) => ({ id: b.id, lat: b.latitude, lng: b.longitude, label: localized(b.name, lang) }))}
            selected={selected}
            onSelect={(id) => {
              setSelected(id);
              document.getElementById(`branch-${id}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
            }}
          />
          <ul class="branch-list">
            {list.map((b) => (
              <li id={`branch-${b.id}`} class={`card branch${selected === b.id ? ' is-selected' : ''}`}>
                <h2 class="sub-title">
                  <button type="button" class="link-btn branch-name" aria-pressed={selected === b.id} onClick={() => setSelected(b.id)}>
                    <PinIcon size={18} /> {localized(b.name, lang)}
                  </button>
                </h2>
                <p>{localized(b.description, lang)}</p>
                {/* a branch with hours of its own says so; the others keep the shop's hours */}
                {b.hours && localized(b.hours, lang) ? (
                  <p class="muted">
                    <ClockIcon size={16} /> {localized(b.hours, lang)}
                  </p>
                ) : (
                  <StoreHours class="muted" />
                )}
                {b.phone ? (
                  <p>
                    <PhoneIcon size={16} />{' '}
                    <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`} dir="ltr" data-native="">
                      {b.phone}
                    </a>
                  </p>
                ) : null}
                <a
                  href={`https://www.google.com/maps/search/?api=1&query=${b.latitude},${b.longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  class="link-more"
                  data-native=""
                >
                  {t('branches.directions')} <ExternalIcon size={14} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
