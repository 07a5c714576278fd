import { PAY_LATER_METHODS, type PaymentMethod } from '@ward/shared/constants';
import { leftAfterStoreCredit } from '@ward/shared/wallet/checkout-spend';
import type { WalletDto } from '@ward/shared/wallet/types';
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { formatMoney } from '../../lib/format';
import { useQuery } from '../../lib/query';
import { useLanguage } from '../../state/preferences';
import { useStoreCreditT } from './store-credit.texts';

/** A signed-in customer's store credit at checkout (issue 31): the balance, and whether to spend it. */
export interface StoreCredit {
  balance: number;
  use: boolean;
  setUse: (use: boolean) => void;
}

export function useStoreCredit(guest: boolean): StoreCredit {
  const wallet = useQuery<WalletDto>(guest ? null : '/api/wallet', () => api.get<WalletDto>('/api/wallet'), { staleMs: 0 });
  const [use, setUse] = useState(false);
  return { balance: wallet.data?.balance ?? 0, use, setUse };
}

const payLater = (method: PaymentMethod) => (PAY_LATER_METHODS as readonly string[]).includes(method);

/**
 * What the order spends and how the rest is paid (the server caps it again): all the balance up
 * to the total; an order it covers whole is paid with `storeCredit`, and pay later takes no part.
 */
export function storeCreditSpend(credit: StoreCredit, method: PaymentMethod, total: number | null) {
  if (!credit.use || credit.balance <= 0 || payLater(method)) return { method, applied: 0 };
  if (total !== null && credit.balance >= total) return { method: 'storeCredit' as const, applied: total, walletAmount: undefined };
  return { method, applied: credit.balance, walletAmount: credit.balance };
}

/** "Use my store credit (available X)" under the payment methods, for a customer with a balance. */
export function StoreCreditChoice({ credit, method }: { credit: StoreCredit; method: PaymentMethod }) {
  const ct = useStoreCreditT();
  const lang = useLanguage();
  if (credit.balance <= 0) return null;
  const blocked = payLater(method);
  return (
    <label class="choice">
      <input
        type="checkbox"
        checked={credit.use && !blocked}
        disabled={blocked}
        onChange={(e) => credit.setUse((e.target as HTMLInputElement).checked)}
      />
      <span>
        {ct('credit.use', { amount: formatMoney(credit.balance, lang) })}
        {blocked ? <span class="muted small"> · {ct('credit.payLater')}</span> : null}
      </span>
    </label>
  );
}

/**
 * The store-credit line and the rest: left to pay (checkout), or on a placed order what the
 * payment method paid or the courier collects.
 */
export function StoreCreditLines({
  applied,
  total,
  rest = 'toPay',
}: {
  applied: number;
  total: number;
  rest?: 'toPay' | 'paid' | 'toCollect';
}) {
  const ct = useStoreCreditT();
  const lang = useLanguage();
  if (!(applied > 0)) return null;
  const left = leftAfterStoreCredit(total, applied);
  return (
    <dl class="totals store-credit-lines">
      <dt>{ct('credit.applied')}</dt>
      <dd dir="ltr">−{formatMoney(applied, lang)}</dd>
      <dt>{left > 0 ? ct(`credit.${rest}`) : ct('credit.coversAll')}</dt>
      <dd dir="ltr">{formatMoney(left, lang)}</dd>
    </dl>
  );
}
