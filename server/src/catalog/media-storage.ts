import { Logger } from '@nestjs/common';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DomainError } from '../common/domain-errors.js';
import type { S3Config, WardConfig } from '../config/config.js';

/** Where uploaded images live. Names are content hashes: a name never changes meaning. */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file */
  get(name: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

/** The default: files under DATA_DIR/uploads (served by @fastify/static at /media/). */
export class DiskStorage implements MediaStorage {
  readonly kind = 'disk';
  constructor(readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), bytes);
  }

  async get(name: string) {
    const bytes = await readFile(join(this.dir, name)).catch(() => null);
    return bytes ? { bytes, contentType: 'image/webp' } : null;
  }
}

/**
 * Any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…) through the AWS SDK v3: PutObject on
 * upload, GetObject when /media/ is asked for a file. Every instance reads the same bucket, so
 * uploads need no shared volume.
 */
export class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly logger = new Logger('Media');

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // checksums only where S3 requires them: several S3-compatible services refuse the newer default ones
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    } catch (error) {
      this.logger.warn(`S3 PutObject ${name} failed: ${(error as Error).name}: ${(error as Error).message}`);
      throw new DomainError(503, 'upload.storageFailed', {}, { file: 'upload.storageFailed' });
    }
  }

  async get(name: string) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: name }));
      const bytes = Buffer.from(await answer.Body!.transformToByteArray());
      return { bytes, contentType: answer.ContentType ?? 'image/webp' };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

export function mediaStorage(config: WardConfig): MediaStorage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(join(config.dataDir, 'uploads'));
}
