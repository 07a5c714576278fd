import { walletMessages } from '@ward/shared/i18n/wallet-messages';
import type { WalletDto, WalletEntryDto } from '@ward/shared/wallet/types';
import { api } from '../../api/client';
import { EmptyState, ErrorState, Loading } from '../../components/Feedback';
import { UserLayout } from '../../components/UserLayout';
import { WalletIcon } from '../../components/WalletIcon';
import { formatDate, formatMoney } from '../../lib/format';
import { useQuery } from '../../lib/query';
import { useLanguage } from '../../state/preferences';
import { useWalletT } from './wallet.texts';

function Movement({ entry }: { entry: WalletEntryDto }) {
  const wt = useWalletT();
  const lang = useLanguage();
  return (
    <li class="wallet-line">
      <span>
        <strong>{walletMessages[`wallet.kind.${entry.kind}`][lang]}</strong>
        {entry.reason ? <span class="muted small"> · {entry.reason}</span> : null}
        <br />
        <time class="muted small" dateTime={entry.createdAt}>
          {formatDate(entry.createdAt, lang, true)}
        </time>
        {entry.expiresAt ? <span class="muted small"> · {wt('wallet.expires', { date: formatDate(entry.expiresAt, lang) })}</span> : null}
      </span>
      <span class={`wallet-amount ${entry.amount < 0 ? 'is-debit' : 'is-credit'}`} dir="ltr">
        {entry.amount > 0 ? '+' : '−'}
        {formatMoney(Math.abs(entry.amount), lang)}
      </span>
    </li>
  );
}

function Statement() {
  const wt = useWalletT();
  const lang = useLanguage();
  const wallet = useQuery<WalletDto>('/api/wallet', () => api.get<WalletDto>('/api/wallet'), { staleMs: 0 });
  if (wallet.loading && !wallet.data) return <Loading />;
  if (wallet.error && !wallet.data) return <ErrorState message={wallet.error.message} onRetry={wallet.reload} />;
  const w = wallet.data!;
  return (
    <>
      <div class="card wallet-balance">
        <p class="muted">{wt('wallet.balance')}</p>
        <p class="wallet-figure" data-testid="wallet-balance">
          {formatMoney(w.balance, lang)}
        </p>
        {w.expiringSoon > 0 ? <p class="small">{wt('wallet.expiringSoon', { amount: formatMoney(w.expiringSoon, lang) })}</p> : null}
        <p class="muted small">{wt('wallet.explain')}</p>
      </div>
      {w.entries.length ? (
        <section aria-labelledby="wallet-history">
          <h2 id="wallet-history" class="mini-title">
            {wt('wallet.history')}
          </h2>
          <ul class="card wallet-lines">
            {w.entries.map((e) => (
              <Movement key={e.id} entry={e} />
            ))}
          </ul>
        </section>
      ) : (
        <EmptyState title={wt('wallet.empty')} icon={<WalletIcon size={36} />} />
      )}
    </>
  );
}

/** /user/wallet: the spendable balance, what expires soon, and every movement, newest first (issue 31). */
export default function Wallet(_props: { path?: string }) {
  const wt = useWalletT();
  return (
    <UserLayout title={wt('wallet.title')} active="/user/wallet">
      <Statement />
    </UserLayout>
  );
}
