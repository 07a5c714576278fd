import categories from './categories';
import products from './products';

/** Every resource of the shop (DESIGN.md §3), each from its own folder. */
export const resources = [
  { name: 'categories', ...categories },
  { name: 'products', ...products },
];
