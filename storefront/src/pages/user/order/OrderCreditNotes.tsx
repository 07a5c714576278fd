import { useState } from 'preact/hooks';
import type { OrderDto } from '../../../api/types';
import { ReceiptIcon } from '../../../components/Icons';
import { Money } from '../../../components/Price';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../state/preferences';
import { toast } from '../../../state/toasts';
import { openCreditNote } from './open-invoice';

/** The credit notes issued against the order's invoice (one per refund), each printable; nothing without any. */
export function OrderCreditNotes({ order: o }: { order: OrderDto }) {
  const t = useT();
  const lang = useLanguage();
  const [busy, setBusy] = useState<string | null>(null);
  if (!o.creditNotes?.length) return null;
  return (
    <section class="card" aria-labelledby="order-credit-notes">
      <h2 id="order-credit-notes" class="sub-title">
        {t('order.creditNotes')}
      </h2>
      <p class="muted small">{t('order.creditNotesHint')}</p>
      <ul class="credit-note-list">
        {o.creditNotes.map((note) => (
          <li key={note.id}>
            <button
              type="button"
              class="btn btn-outline btn-sm"
              disabled={busy === note.id}
              onClick={async () => {
                setBusy(note.id);
                const problem = await openCreditNote(o.id, note.id, lang);
                setBusy(null);
                if (problem) toast.text(problem, 'error');
              }}
            >
              <ReceiptIcon size={16} />
              {t('order.creditNote', { number: note.number })}
            </button>
            <Money amount={-note.total} />
            <span class="muted small">{formatDate(note.issuedAt, lang, true)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
