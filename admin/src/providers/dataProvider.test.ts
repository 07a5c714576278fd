import { jest } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from 'react-admin';
import { createDataProvider } from './dataProvider';
import { collectPendingFiles, onUploadProgress, xhrUploader, type UploadProgress } from './uploads';

/**
 * The upload wrapper over real HTTP: a local server takes the multipart request the way
 * `POST /api/admin/uploads` does (field `file`, one part per image) and answers image records.
 */
let server: Server;
let base: string;
const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Accept-Language, Accept');
    if (req.method === 'OPTIONS') return res.end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      received.push({ headers: req.headers, body });
      if (req.headers.authorization !== 'Bearer t0ken') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ message: 'Please log in first', errors: {} }));
      }
      const names = [...body.matchAll(/name="file"; filename="([^"]+)"/g)].map((m) => m[1]);
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify(
          names.map((n, i) => ({
            url: `/media/${i}-${n.replace(/\W/g, '')}.webp`,
            width: 1200,
            height: 1200,
            variants: { '320': `/media/${i}-320.webp` },
          })),
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const file = (name: string, bytes = 2048) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });

describe('data provider upload wrapper', () => {
  it('finds picked files anywhere in a record, in order', () => {
    const a = { rawFile: file('a.png'), url: 'blob:a' };
    const b = { rawFile: file('b.png'), url: 'blob:b' };
    expect(collectPendingFiles({ images: [{ url: '/media/old.webp' }, a], banner: { image: b }, n: 1 })).toEqual([a, b]);
  });

  it('uploads new images first (one multipart request, with progress), then saves their URLs', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const httpClient = async (url: string, options: { body?: string } = {}) => {
      calls.push({ url, body: JSON.parse(options.body ?? 'null') });
      return { status: 201, headers: new Headers(), body: options.body ?? '', json: { id: 7, ...JSON.parse(options.body ?? '{}') } };
    };
    const progress: Array<UploadProgress | null> = [];
    const stop = onUploadProgress((p) => progress.push(p));
    const provider = createDataProvider({
      apiUrl: '/api/admin',
      locale: () => 'ar',
      translate: (k) => k,
      httpClient: httpClient as never,
      upload: xhrUploader(`${base}/api/admin/uploads`, () => ({ Authorization: 'Bearer t0ken', 'Accept-Language': 'ar' })),
    });
    const kept = { url: '/media/kept.webp', width: 800, height: 800 };
    const { data } = await provider.create('products', {
      data: {
        name: { ar: 'عود', en: 'Oud' },
        images: [
          kept,
          { rawFile: file('rose.png'), url: 'blob:x', title: 'rose.png' },
          { rawFile: file('oud.png'), url: 'blob:y', title: 'oud.png' },
        ],
      },
    });
    stop();

    expect(received.at(-1)!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.at(-1)!.headers['accept-language']).toBe('ar');
    expect(received.at(-1)!.body.match(/name="file"/g)).toHaveLength(2);
    expect(calls).toEqual([
      {
        url: '/api/admin/products',
        body: expect.objectContaining({
          images: [
            kept,
            expect.objectContaining({ url: '/media/0-rosepng.webp' }),
            expect.objectContaining({ url: '/media/1-oudpng.webp' }),
          ],
        }),
      },
    ]);
    expect(JSON.stringify(calls[0].body)).not.toContain('blob:');
    expect(data.id).toBe(7);
    expect(progress[0]).toEqual({ loaded: 0, total: 4096, files: 2 });
    expect(progress.at(-1)).toBeNull();
  });

  it('does not save when the upload fails, and says why', async () => {
    const httpClient = jest.fn();
    const provider = createDataProvider({
      locale: () => 'en',
      translate: (k, o) =>
        k === 'ward.notification.save_failed'
          ? `Failed to create or update ${o?.resource}: ${o?.detail}`
          : k === 'resources.banners.definite'
            ? 'banner'
            : String(o?._ ?? k),
      httpClient: httpClient as never,
      upload: xhrUploader(`${base}/api/admin/uploads`, () => ({ Authorization: 'Bearer wrong' })),
    });
    const error = await provider
      .update('banners', { id: 1, previousData: { id: 1 }, data: { image: { rawFile: file('x.png') } } })
      .catch((e) => e);
    expect(httpClient).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Please log in first');
  });

  it("explains a refused save with the catalogue's message and keeps the field errors", async () => {
    const httpClient = async () => {
      throw new HttpError('Some fields are not valid', 400, {
        message: 'Some fields are not valid',
        errors: { 'name.ar': 'Must be at least 2 characters' },
      });
    };
    const provider = createDataProvider({
      locale: () => 'en',
      translate: (k, o) => (k === 'ward.notification.save_failed' ? `Failed to create or update ${o?.resource}: ${o?.detail}` : 'category'),
      httpClient: httpClient,
    });
    const error = await provider.create('categories', { data: { name: { ar: 'ع', en: 'x' } } }).catch((e) => e);
    expect(error.message).toBe('Failed to create or update category: Some fields are not valid');
    expect(error.body.errors).toEqual({ 'name.ar': 'Must be at least 2 characters', root: { serverError: error.message } });
  });

  it("explains a refused delete (e.g. a category with products) with the catalogue's message", async () => {
    const httpClient = async () => {
      throw new HttpError('A category that still has products cannot be deleted.', 409, {
        message: 'A category that still has products cannot be deleted.',
        errors: {},
      });
    };
    const provider = createDataProvider({
      locale: () => 'en',
      translate: (k, o) => (k === 'ward.notification.delete_failed' ? `Failed to delete ${o?.resource}: ${o?.detail}` : 'category'),
      httpClient: httpClient,
    });
    const error = await provider.delete('categories', { id: 3 }).catch((e) => e);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Failed to delete category: A category that still has products cannot be deleted.');
  });
});
