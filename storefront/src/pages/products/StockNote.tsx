import { stockLevel } from '@ward/shared/constants';
import { useT } from '../../i18n';

/** In stock, only a few left, or sold out. */
export function StockNote({ stock }: { stock: number }) {
  const t = useT();
  const level = stockLevel(stock);
  const text = level === 'out' ? t('product.outOfStock') : level === 'low' ? t('product.lowStock', { count: stock }) : t('product.inStock');
  return <p class={`stock stock-${level}`}>{text}</p>;
}
