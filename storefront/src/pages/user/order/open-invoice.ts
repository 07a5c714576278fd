import { readToken } from '../../../api/client';
import { catalogue } from '../../../lib/catalogue';

/** The order's tax invoice in a tab of its own; answers the problem to show, or null. */
export const openInvoice = (orderId: number, lang: 'ar' | 'en') => openPrintable(`/api/orders/${orderId}/invoice`, lang);

/** A credit note against the order's invoice, the same way. */
export const openCreditNote = (orderId: number, noteId: string, lang: 'ar' | 'en') =>
  openPrintable(`/api/orders/${orderId}/credit-notes/${noteId}`, lang);

/**
 * The tax invoice and credit notes are printable HTML behind the bearer token: fetched with it and
 * opened from a blob URL (a plain link could not carry the token).
 */
async function openPrintable(path: string, lang: 'ar' | 'en'): Promise<string | null> {
  const win = window.open('', '_blank');
  try {
    const token = readToken();
    const res = await fetch(path, {
      headers: { Accept: 'text/html', 'Accept-Language': lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    if (!res.ok) {
      win?.close();
      try {
        const body = (await res.json()) as { message?: string };
        return body.message ?? catalogue('invoice.notAvailable', lang);
      } catch {
        return catalogue('invoice.notAvailable', lang);
      }
    }
    const url = URL.createObjectURL(new Blob([await res.text()], { type: 'text/html;charset=utf-8' }));
    if (win) win.location.href = url;
    else location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return null;
  } catch {
    win?.close();
    return catalogue('invoice.notAvailable', lang);
  }
}
