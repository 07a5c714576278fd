import { Inject, Injectable } from '@nestjs/common';
import { IMAGE_WIDTHS, MAX_UPLOAD_BYTES, type ImageDto } from '@ward/shared';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DomainError, BadInputError } from '../common/domain-errors.js';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage.js';

/** Raster formats we accept, judged by decoding the bytes (never by name or MIME type). SVG is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * Stores an uploaded image as WebP at a few widths (on disk under DATA_DIR/uploads, or in the S3
 * bucket), served at /media/. File names come from the content hash, so a URL never changes
 * meaning and can be cached forever.
 */
@Injectable()
export class MediaService {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  async store(bytes: Buffer): Promise<ImageDto> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw new DomainError(413, 'upload.tooLarge');
    const meta = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .metadata()
      .catch(() => null);
    if (!meta || !meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
      throw new BadInputError('upload.notAnImage', { file: 'upload.notAnImage' });
    }
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
    const widths: number[] = [...IMAGE_WIDTHS.filter((w) => w < meta.width), Math.min(meta.width, IMAGE_WIDTHS.at(-1)!)];
    const variants: Record<string, string> = {};
    let largest = { width: 0, height: 0, url: '' };
    for (const width of [...new Set(widths)]) {
      const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw new BadInputError('upload.notAnImage', { file: 'upload.notAnImage' });
        });
      const name = `${hash}-${info.width}.webp`;
      await this.storage.put(name, data, 'image/webp');
      variants[String(info.width)] = `/media/${name}`;
      if (info.width > largest.width) largest = { width: info.width, height: info.height, url: `/media/${name}` };
    }
    return { url: largest.url, width: largest.width, height: largest.height, variants };
  }
}
