import type { CategoryDto, ImageDto, ProductDto } from '@ward/shared';
import type { Category } from './category.entity.js';
import type { Product } from './product.entity.js';

export function toProductDto(p: Product): ProductDto {
  return {
    id: p.id,
    name: { ar: p.name.ar, en: p.name.en },
    description: { ar: p.description.ar, en: p.description.en },
    price: p.price,
    finalPrice: p.finalPrice,
    categoryId: p.categoryId,
    category: p.category ? { id: p.category.id, name: { ar: p.category.name.ar, en: p.category.name.en } } : null,
    images: p.images ?? [],
    stock: p.stock,
    weight: p.weight,
    isFeatured: p.isFeatured,
    isDiscounted: p.isDiscounted,
    discountValue: p.discountValue,
    ratingAverage: p.ratingAverage,
    ratingCount: p.ratingCount,
    createdAt: p.createdAt.toISOString(),
  };
}

export function toCategoryDto(c: Category, productsCount: number, image: ImageDto | null = null): CategoryDto {
  return {
    id: c.id,
    name: { ar: c.name.ar, en: c.name.en },
    description: { ar: c.description.ar, en: c.description.en },
    section: c.section,
    productsCount,
    image,
  };
}
