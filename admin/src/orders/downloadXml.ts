import { saveDownload } from '../common/saveDownload';
import { API_URL, apiHeaders } from '../providers/httpClient';
import { i18nProvider } from '../providers/i18nProvider';

/** Saves a signed e-invoice (needs the bearer token, so fetched, then saved under the server's file name). */
export async function downloadXml(orderId: number, documentId: string): Promise<void> {
  const res = await fetch(`${API_URL}/orders/${orderId}/zatca-documents/${documentId}/xml`, {
    headers: apiHeaders(() => i18nProvider.getLocale()),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? res.statusText);
  }
  await saveDownload(res, `${documentId}.xml`);
}
