import { API_URL, apiHeaders } from '../providers/httpClient';
import { i18nProvider } from '../providers/i18nProvider';

/** The order's tax invoice, as an A4 page or an 80 mm receipt, in a tab with the print dialog. */
export const openInvoice = (orderId: number, format: 'a4' | 'receipt' = 'a4') =>
  openPrintable(`orders/${orderId}/invoice${format === 'receipt' ? '?format=receipt' : ''}`);

/**
 * A printable page (invoice, packing slip) needs the bearer token, so it is fetched and opened as
 * a page of its own (a blob with a <base> to resolve its links), then the print dialog opens. The
 * tab opens at once (a tab opened after an await is a blocked pop-up); a refusal closes it and
 * throws the server's translated message.
 */
export async function openPrintable(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  const res = await fetch(`${API_URL}/${path}`, {
    headers: { ...apiHeaders(() => i18nProvider.getLocale()), Accept: 'text/html' },
  });
  if (!res.ok) {
    tab?.close();
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? res.statusText);
  }
  const html = (await res.text()).replace(/<head([^>]*)>/i, `<head$1><base href="${window.location.origin}/">`);
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  if (!tab) {
    window.location.assign(url);
    return;
  }
  tab.location.href = url;
  tab.addEventListener('load', () => tab.print(), { once: true });
}
