import { jest } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startS3StandIn, type S3StandIn } from '../../../test/stand-ins/s3/server.mjs';
import type { S3Config } from '../config/config.js';
import { createUser } from '../testing/fixtures.js';
import { startSecondInstance, startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(60_000);

/** Issue 19 §6: with S3_BUCKET set, uploads go to S3-compatible storage (the real SDK against a stand-in that checks SigV4). */
describe('uploaded images on S3-compatible storage', () => {
  let s3: S3StandIn;
  let a: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  const s3Config = (): S3Config => ({
    bucket: s3.bucket,
    region: 'me-south-1',
    endpoint: s3.url,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  });
  const upload = async (shop: TestApp, token: string, lang: 'ar' | 'en' = 'en') => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8e2c48' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'rose.png');
    return shop.api.request('POST', '/api/admin/uploads', undefined, { token, lang, raw: form });
  };

  beforeAll(async () => {
    s3 = await startS3StandIn();
    a = await startTestApp({ s3: s3Config() });
    admin = await createUser(a, 'Admin');
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await s3?.close();
  });

  it('stores every size in the bucket, nothing on local disk, and serves them at the same /media/ URLs', async () => {
    const res = await upload(a, admin.token);
    expect(res.status).toBe(201);
    const image = res.body[0];
    const names = Object.values(image.variants as Record<string, string>).map((url) => url.replace('/media/', ''));
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      expect(s3.objects.get(name)).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    }
    const uploads = join(a.config.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);

    const served = await fetch(a.url + image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(s3.objects.get(image.url.replace('/media/', ''))!.bytes)).toBe(true);
    expect((await fetch(`${a.url}/media/0000000000-320.webp`)).status).toBe(404);
  });

  it('another instance serves the same images without a shared volume', async () => {
    const b = await startSecondInstance(a, { s3: s3Config() });
    try {
      const res = await upload(a, admin.token);
      const served = await fetch(b.url + res.body[0].url);
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBe(s3.objects.get(res.body[0].url.replace('/media/', ''))!.bytes.length);
    } finally {
      await b.close();
    }
  });

  it('refused by the storage (a wrong secret): a clear error in both languages, nothing stored', async () => {
    const wrong = await startSecondInstance(a, { s3: { ...s3Config(), secretAccessKey: 'not-the-secret' } });
    try {
      const stored = s3.objects.size;
      const en = await upload(wrong, admin.token, 'en');
      expect(en.status).toBe(503);
      expect(en.body).toMatchObject({ message: 'The image could not be saved to file storage. Please try again shortly.' });
      const ar = await upload(wrong, admin.token, 'ar');
      expect(ar.body.message).toBe('تعذّر حفظ الصورة في مخزن الملفات، حاول مرة أخرى بعد قليل');
      expect(s3.objects.size).toBe(stored);
      expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403 });
    } finally {
      await wrong.close();
    }
  });
});
