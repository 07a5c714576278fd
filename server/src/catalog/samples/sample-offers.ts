import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_SETTINGS, type SampleOffersDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { sqlRows } from '../../database/sql-rows.js';

/** Checkout shows at most this many samples to choose from. */
export const SAMPLE_OFFERS_SHOWN = 24;

const OFFERS = `
  WITH s AS (SELECT coalesce((SELECT (data->>'maxSamplesPerOrder')::int FROM settings WHERE id = 1), $1::int) AS max)
  SELECT s.max, coalesce((SELECT json_agg(o) FROM (
      SELECT p.id AS "productId", json_build_object('ar', p."nameAr", 'en', p."nameEn") AS name, p.images->0 AS image
      FROM product_variants v JOIN products p ON p.id = v."productId"
      WHERE v."isSample" AND v.stock > 0 AND s.max > 0
      ORDER BY p."isFeatured" DESC, p.id DESC LIMIT ${SAMPLE_OFFERS_SHOWN}) o), '[]') AS items
  FROM s`;

/** The free samples checkout offers now (in stock, the featured first), and how many one order may have. */
@Injectable()
export class SampleOffers {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(): Promise<SampleOffersDto> {
    const [row] = await sqlRows<SampleOffersDto>(this.db, OFFERS, [DEFAULT_SETTINGS.maxSamplesPerOrder]);
    return row;
  }
}
