import { HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { ImageDto } from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { BadInputError, DomainError } from '../common/domain-errors.js';
import { MediaService } from './media.service.js';

@AdminController('uploads')
export class AdminUploadsController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Upload images (multipart, field "file", one or several)',
    description: 'Real images only (the bytes are decoded), ≤ 5 MB each; stored as WebP at 320/640/1200 px.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiResponse({
    status: 201,
    schema: { example: [{ url: '/media/ab12-1200.webp', width: 1200, height: 1200, variants: { '320': '/media/ab12-320.webp' } }] },
  })
  @ApiResponse({ status: 413, description: 'Larger than 5 MB' })
  async upload(@Req() request: FastifyRequest): Promise<ImageDto[]> {
    if (!request.isMultipart()) throw new BadInputError('upload.missing', { file: 'upload.missing' });
    const stored: ImageDto[] = [];
    for await (const part of request.files()) {
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new DomainError(413, 'upload.tooLarge', {}, { file: 'upload.tooLarge' });
        throw error;
      }
      if (part.file.truncated) throw new DomainError(413, 'upload.tooLarge', {}, { file: 'upload.tooLarge' });
      stored.push(await this.media.store(bytes));
    }
    if (!stored.length) throw new BadInputError('upload.missing', { file: 'upload.missing' });
    return stored;
  }
}
