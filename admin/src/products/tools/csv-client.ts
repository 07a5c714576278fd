import { saveDownload } from '../../common/saveDownload';
import { API_URL, apiHeaders } from '../../providers/httpClient';

/** What the import answers: the counts, a queued job to follow, or (400) the rows' problems. */
export interface ImportCounts {
  products: { created: number; updated: number; unchanged: number };
  variants: { created: number; updated: number };
}
export interface ImportJob {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  result: ImportCounts | null;
  errors: Record<string, string> | null;
}
export type ImportAnswer =
  | { kind: 'done'; counts: ImportCounts }
  | { kind: 'queued'; importId: number; total: number }
  | { kind: 'refused'; message: string; errors: Record<string, string> };

/** Big files are checked before the answer comes: far longer than a form's 30 seconds. */
const IMPORT_TIMEOUT_MS = 10 * 60 * 1000;

/** Saves a CSV answer of the admin API (with the admin's token) as a file. */
export async function downloadCsv(path: string, locale: string, fallbackName: string): Promise<void> {
  const res = await fetch(`${API_URL}/${path}`, { headers: apiHeaders(() => locale) });
  if (!res.ok) throw new Error(String(res.status));
  await saveDownload(res, fallbackName);
}

export async function uploadProductsCsv(file: File, locale: string): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(`${API_URL}/products/import`, {
    method: 'POST',
    headers: apiHeaders(() => locale),
    body: form,
    signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => ({}))) as {
    importId: number;
    total: number;
    message?: string;
    errors?: Record<string, string>;
  };
  if (res.status === 200) return { kind: 'done', counts: body as unknown as ImportCounts };
  if (res.status === 202) return { kind: 'queued', importId: body.importId, total: body.total };
  return { kind: 'refused', message: String(body.message ?? res.status), errors: body.errors ?? {} };
}

/** `row.5.price` → [5, 'price']; a problem with the whole file (`file`) has no row. */
export function problemRows(errors: Record<string, string>): Array<{ row: number | null; column: string; reason: string }> {
  return Object.entries(errors).map(([key, reason]) => {
    const match = /^row\.(\d+)\.(.+)$/.exec(key);
    return match ? { row: Number(match[1]), column: match[2], reason } : { row: null, column: key, reason };
  });
}
