import type { ImageDto } from '@ward/shared';

/** A file picked in a form, before it is uploaded (react-admin's FileInput shape). */
export interface PendingFile {
  rawFile: File;
  [key: string]: unknown;
}

export interface UploadProgress {
  /** bytes sent so far and in all */
  loaded: number;
  total: number;
  files: number;
}

type Listener = (progress: UploadProgress | null) => void;
const listeners = new Set<Listener>();

/** The layout's progress bar listens here; `null` means no upload is running. */
export function onUploadProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = (progress: UploadProgress | null) => listeners.forEach((l) => l(progress));

export const isPendingFile = (value: unknown): value is PendingFile =>
  typeof value === 'object' && value !== null && (value as PendingFile).rawFile instanceof Blob;

/** Every picked file anywhere in a record (arrays and nested objects), in document order. */
export function collectPendingFiles(value: unknown, found: PendingFile[] = []): PendingFile[] {
  if (isPendingFile(value)) found.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collectPendingFiles(v, found));
  else if (value && typeof value === 'object' && !(value instanceof Date))
    Object.values(value).forEach((v) => collectPendingFiles(v, found));
  return found;
}

/** A copy of the record with each picked file replaced by what the upload answered. */
export function replacePendingFiles<T>(value: T, uploaded: Map<PendingFile, ImageDto>): T {
  if (isPendingFile(value)) return uploaded.get(value) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((v) => replacePendingFiles(v, uploaded)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replacePendingFiles(v, uploaded)])) as T;
  }
  return value;
}

export type Uploader = (files: File[], onProgress: (loaded: number, total: number) => void) => Promise<ImageDto[]>;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * `POST /api/admin/uploads` (multipart, field `file`, several at once) with XMLHttpRequest, whose
 * upload progress events fetch does not offer.
 */
export function xhrUploader(url: string, headers: () => Record<string, string>): Uploader {
  return (files, onProgress) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded, e.total);
      xhr.onerror = () => reject(new UploadError('ra.notification.http_error', 0, null));
      xhr.ontimeout = xhr.onerror;
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          /* not JSON */
        }
        if (xhr.status >= 200 && xhr.status < 300 && Array.isArray(body)) resolve(body as ImageDto[]);
        else reject(new UploadError((body as { message?: string })?.message ?? xhr.statusText, xhr.status, body));
      };
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      xhr.send(form);
    });
}

/** Uploads every picked file of a record in one request and returns the record ready to save. */
export async function uploadPendingFiles<T>(data: T, upload: Uploader): Promise<T> {
  const pending = collectPendingFiles(data);
  if (!pending.length) return data;
  const total = pending.reduce((sum, p) => sum + p.rawFile.size, 0);
  emit({ loaded: 0, total, files: pending.length });
  try {
    const images = await upload(
      pending.map((p) => (p.rawFile instanceof File ? p.rawFile : new File([p.rawFile], 'image'))),
      (loaded, all) => emit({ loaded, total: all, files: pending.length }),
    );
    if (images.length !== pending.length) throw new UploadError('ra.notification.http_error', 500, null);
    return replacePendingFiles(data, new Map(pending.map((p, i) => [p, images[i]])));
  } finally {
    emit(null);
  }
}
