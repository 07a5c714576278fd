import { useState } from 'preact/hooks';
import { api, readToken } from '../api/client';
import { useT } from '../i18n';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';
import { toast } from '../state/toasts';
import { DownloadIcon } from './Icons';

interface EInvoiceStatus {
  status: string | null;
  xml: boolean;
}

/**
 * The order's signed e-invoice (UBL XML, as reported to ZATCA), shown once it exists. Behind the
 * bearer token, so fetched and saved from a blob under the server's file name.
 */
export function EInvoiceDownload({ orderId }: { orderId: number }) {
  const t = useT();
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  const einvoice = useQuery<EInvoiceStatus>(
    `/api/orders/${orderId}/e-invoice`,
    () => api.get<EInvoiceStatus>(`/api/orders/${orderId}/e-invoice`),
    { staleMs: 10_000 },
  );
  if (!einvoice.data?.xml) return null;
  const download = async () => {
    setBusy(true);
    try {
      const token = readToken();
      const res = await fetch(`/api/orders/${orderId}/invoice.xml`, {
        headers: { 'Accept-Language': lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? res.statusText);
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `invoice-${orderId}.xml`;
      const url = URL.createObjectURL(await res.blob());
      Object.assign(document.createElement('a'), { href: url, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.text((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" class="btn btn-outline btn-sm" disabled={busy} onClick={() => void download()}>
      <DownloadIcon size={16} />
      {t('order.einvoice')}
    </button>
  );
}
