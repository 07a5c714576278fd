import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { fieldErrorsOf } from './fieldErrors';
import { API_URL, apiHeaders, createHttpClient } from './httpClient';
import { noteTotal } from '../common/estimatedTotals';
import { uploadPendingFiles, xhrUploader, type Uploader } from './uploads';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface WardDataProvider extends DataProvider {
  /** `POST /api/admin/{resource}/{id}/{action}` (approve, reject, ship, complete, block, activate) */
  act<T = unknown>(resource: string, id: Identifier, action: string, body?: unknown): Promise<{ data: T }>;
  /** `POST /api/admin/{path}` for actions on a whole resource, e.g. `notifications/send` */
  post<T = unknown>(path: string, body: unknown): Promise<{ data: T }>;
  /** `GET /api/admin/{path}?query` for figures that are not a list: dashboard, reports */
  fetch<T = unknown>(path: string, query?: Record<string, string | number | undefined>): Promise<{ data: T }>;
}

interface Options {
  apiUrl?: string;
  locale: () => string;
  translate: Translate;
  upload?: Uploader;
  httpClient?: ReturnType<typeof createHttpClient>;
}

/**
 * ra-data-simple-rest against /api/admin, wrapped to upload picked images through
 * /api/admin/uploads first (with progress), and to explain failures with the catalogue's
 * "failed to create or update …" / "failed to delete …" messages.
 */
export function createDataProvider({
  apiUrl = API_URL,
  locale,
  translate,
  upload,
  httpClient = createHttpClient(locale),
}: Options): WardDataProvider {
  // lists note whether their total is an estimate (the pagination then says "about")
  const base = simpleRestProvider(apiUrl, (url: string, options?: Parameters<typeof httpClient>[1]) =>
    httpClient(url, options).then((answer) => {
      noteTotal(url, answer.headers);
      return answer;
    }),
  );
  const uploader = upload ?? xhrUploader(`${apiUrl}/uploads`, () => apiHeaders(locale));

  const failure = (kind: 'save' | 'delete', resource: string) => (error: unknown) => {
    if (!(error instanceof HttpError) || error.status === 401 || error.status === 403) throw error;
    const e = error as HttpError & { body?: { errors?: Record<string, unknown> } };
    const what = translate(`resources.${resource}.definite`, { _: resource });
    const message = translate(`ward.notification.${kind}_failed`, { resource: what, detail: e.message });
    const fields = fieldErrorsOf(e);
    const body = e.body as Record<string, unknown> | undefined;
    throw new HttpError(message, e.status, fields ? { ...body, errors: { ...fields, root: { serverError: message } } } : body);
  };
  const withUploads = async <T>(data: T) => {
    try {
      return await uploadPendingFiles(data, uploader);
    } catch (error) {
      // the upload's own field is `file`: keep its message, not its field errors
      const e = error as { message: string; status?: number };
      throw new HttpError(translate(e.message, { _: e.message }), e.status ?? 500, null);
    }
  };
  const json = async <T>(url: string, init: RequestInit = {}) => ({ data: (await httpClient(url, init)).json as T });

  return {
    ...base,
    create: (resource, params) =>
      withUploads(params.data)
        .then((data) => base.create(resource, { ...params, data }))
        .catch(failure('save', resource)),
    update: (resource, params) =>
      withUploads(params.data)
        .then((data) => base.update(resource, { ...params, data }))
        .catch(failure('save', resource)),
    updateMany: (resource, params) => base.updateMany(resource, params).catch(failure('save', resource)),
    delete: (resource, params) => base.delete(resource, params).catch(failure('delete', resource)),
    deleteMany: (resource, params) => base.deleteMany(resource, params).catch(failure('delete', resource)),
    act: (resource, id, action, body) =>
      json(`${apiUrl}/${resource}/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: JSON.stringify(body ?? {}) }),
    post: (path, body) => json(`${apiUrl}/${path}`, { method: 'POST', body: JSON.stringify(body) }),
    fetch: (path, query = {}) => {
      const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '') as [string, string][]);
      return json(`${apiUrl}/${path}${search.size ? `?${search}` : ''}`);
    },
  };
}
