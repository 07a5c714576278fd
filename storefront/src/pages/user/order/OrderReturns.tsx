import { useState } from 'preact/hooks';
import { ApiError } from '../../../api/client';
import { returnsApi } from './returns-api';
import type { OrderDto, OrderItemDto, ReturnCondition, ReturnDto, ReturnReason } from '../../../api/types';
import { Dialog } from '../../../components/Dialog';
import { Field, FormError } from '../../../components/Field';
import { useT } from '../../../i18n';
import { useReturnsT } from './returns.texts';
import { formatDate } from '../../../lib/format';
import { invalidate, useQuery } from '../../../lib/query';
import { useAuth } from '../../../state/auth';
import { useLanguage } from '../../../state/preferences';
import { useSettings } from '../../../state/settings';
import { toast } from '../../../state/toasts';

const REASONS: ReturnReason[] = ['changedMind', 'damaged', 'wrong', 'late', 'other'];
const CONDITIONS: ReturnCondition[] = ['sealed', 'opened'];

type Quantities = Record<number, number>;

/** What the returns need of an order: the customer's order page and a guest's tracking page both have it. */
export type ReturnableOrder = Pick<OrderDto, 'id' | 'status'> & {
  items: Array<Pick<OrderItemDto, 'id' | 'name' | 'quantity' | 'refundedQuantity' | 'isSample'>>;
};

/** How many units of each line go back (up to what was bought less what was refunded). */
function LineQuantities({
  order: o,
  quantities,
  onChange,
}: {
  order: ReturnableOrder;
  quantities: Quantities;
  onChange: (q: Quantities) => void;
}) {
  const rt = useReturnsT();
  const lang = useLanguage();
  return (
    <fieldset class="field">
      <legend class="field-label">{rt('returns.which')}</legend>
      {returnableLines(o).map((l) => (
        <label key={l.id} class="return-line">
          <span>{l.name[lang]}</span>
          <input
            type="number"
            class="input input-narrow"
            min={0}
            max={l.quantity - l.refundedQuantity}
            inputMode="numeric"
            value={quantities[l.id] ?? 0}
            aria-label={rt('returns.quantityOf', { name: l.name[lang] })}
            onInput={(ev) => onChange({ ...quantities, [l.id]: Math.max(0, Number((ev.target as HTMLInputElement).value) || 0) })}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** Why, and sealed or opened (the rule about opened bottles said beside it). */
function ReasonAndCondition(props: {
  reason: ReturnReason;
  condition: ReturnCondition;
  onReason: (r: ReturnReason) => void;
  onCondition: (c: ReturnCondition) => void;
}) {
  const rt = useReturnsT();
  return (
    <>
      <div class="field">
        <label class="field-label" for="return-reason">
          {rt('returns.reason')}
        </label>
        <select
          id="return-reason"
          class="input"
          value={props.reason}
          onChange={(ev) => props.onReason((ev.target as HTMLSelectElement).value as ReturnReason)}
        >
          {REASONS.map((r) => (
            <option key={r} value={r}>
              {rt(`returns.reason.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset class="field">
        <legend class="field-label">{rt('returns.condition')}</legend>
        {CONDITIONS.map((c) => (
          <label key={c} class="radio">
            <input type="radio" name="condition" value={c} checked={props.condition === c} onChange={() => props.onCondition(c)} />
            {rt(`returns.condition.${c}`)}
          </label>
        ))}
        <p class="field-hint">{rt('returns.openedHint')}</p>
      </fieldset>
    </>
  );
}

const returnableLines = (o: ReturnableOrder) => o.items.filter((i) => !i.isSample && i.quantity > i.refundedQuantity);

/** The return form: the server decides, and explains a refusal in the shopper's language. */
function ReturnForm({ order: o, onDone }: { order: ReturnableOrder; onDone: () => void }) {
  const t = useT();
  const rt = useReturnsT();
  // store credit only for a signed-in customer (a guest on /track has no wallet)
  const walletOffered = !!useAuth().user;
  const [wish, setWish] = useState<'refund' | 'wallet'>('refund');
  const [quantities, setQuantities] = useState<Quantities>({});
  const [reason, setReason] = useState<ReturnReason>('changedMind');
  const [condition, setCondition] = useState<ReturnCondition>('sealed');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    const lines = returnableLines(o)
      .filter((l) => (quantities[l.id] ?? 0) > 0)
      .map((l) => ({ itemId: l.id, quantity: quantities[l.id] }));
    if (!lines.length) return setError(rt('returns.chooseLines'));
    setBusy(true);
    setError(null);
    try {
      await returnsApi.request(o.id, { lines, reason, condition, wish, ...(note.trim() ? { note: note.trim() } : {}) });
      toast.text(rt('returns.sent'));
      onDone();
    } catch (err) {
      const api = err instanceof ApiError ? err : null;
      setError(api?.field('condition') ?? api?.field('wish') ?? api?.field('lines') ?? api?.field('note') ?? (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="return-form" onSubmit={submit} noValidate>
      <FormError message={error} />
      <LineQuantities order={o} quantities={quantities} onChange={setQuantities} />
      <ReasonAndCondition reason={reason} condition={condition} onReason={setReason} onCondition={setCondition} />
      <Field
        label={rt('returns.note')}
        value={note}
        onValue={setNote}
        multiline
        rows={3}
        maxLength={500}
        optionalLabel={t('common.optional')}
      />
      {walletOffered ? (
        <fieldset class="field">
          <legend class="field-label">{rt('returns.wish')}</legend>
          {(['refund', 'wallet'] as const).map((w) => (
            <label key={w} class="radio">
              <input type="radio" name="wish" value={w} checked={wish === w} onChange={() => setWish(w)} />
              {rt(`returns.wish.${w}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p class="muted small">{rt(wish === 'wallet' ? 'returns.walletHint' : 'returns.refundHint')}</p>
      <div class="form-actions">
        <button type="submit" class="btn btn-primary" disabled={busy}>
          {rt('returns.send')}
        </button>
      </div>
    </form>
  );
}

/** An approved return: the customer says it is on its way back, with the carrier's tracking number. */
function SentForm({ order: o, ret, onDone }: { order: ReturnableOrder; ret: ReturnDto; onDone: () => void }) {
  const rt = useReturnsT();
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await returnsApi.sent(o.id, ret.id, tracking.trim());
      toast.text(rt('returns.sentThanks'));
      onDone();
    } catch (err) {
      const api = err instanceof ApiError ? err : null;
      setError(api?.field('trackingNumber') ?? (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="return-sent" onSubmit={submit} noValidate>
      <Field
        label={rt('returns.trackingNumber')}
        value={tracking}
        onValue={setTracking}
        maxLength={40}
        error={error ?? undefined}
        hint={rt('returns.trackingHint')}
        dir="ltr"
      />
      <button type="submit" class="btn btn-outline btn-sm" disabled={busy}>
        {rt('returns.sentIt')}
      </button>
    </form>
  );
}

/** The order's returns and where each stands; once delivered, a way to ask for one. */
export function OrderReturns({ order: o }: { order: ReturnableOrder }) {
  const t = useT();
  const rt = useReturnsT();
  const lang = useLanguage();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const key = `/api/orders/${o.id}/returns`;
  const returns = useQuery<ReturnDto[]>(key, () => returnsApi.list(o.id), { staleMs: 5_000 });
  const list = returns.data ?? [];
  const reload = () => {
    invalidate(key);
    returns.reload();
  };
  if (o.status !== 'Completed' && !list.length) return null;
  return (
    <section class="card" aria-labelledby="order-returns">
      <h2 id="order-returns" class="sub-title">
        {rt('returns.title')}
      </h2>
      {returns.error ? <p class="notice notice-error">{returns.error.message}</p> : null}
      {list.length ? (
        <ul class="return-list">
          {list.map((r) => (
            <li key={r.id}>
              <strong>{rt('returns.number', { id: r.id })}</strong>{' '}
              <span class="badge badge-muted">{rt(`returns.status.${r.status}`)}</span>{' '}
              <span class="muted small">{formatDate(r.createdAt, lang, true)}</span>
              <div class="small">{r.lines.map((l) => `${l.name[lang]} × ${l.quantity}`).join('، ')}</div>
              {r.rejectionReason ? <div class="small">{rt('returns.rejectedBecause', { reason: r.rejectionReason })}</div> : null}
              {r.trackingNumber ? (
                <div class="small">
                  {rt('returns.trackingNumber')}: <bdi dir="ltr">{r.trackingNumber}</bdi>
                </div>
              ) : null}
              {r.status === 'approved' ? <SentForm order={o} ret={r} onDone={reload} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted small">{rt('returns.window', { days: settings?.returns?.windowDays ?? 7 })}</p>
      )}
      {o.status === 'Completed' ? (
        <button type="button" class="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
          {rt('returns.start')}
        </button>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={rt('returns.start')} closeLabel={t('common.close')}>
        {open ? (
          <ReturnForm
            order={o}
            onDone={() => {
              setOpen(false);
              reload();
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
