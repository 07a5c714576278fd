import { WardEdit } from '../common/forms';
import { ProductForm } from './ProductForm';
import { StockHistory } from './StockHistory';

export const ProductEdit = () => (
  <WardEdit>
    <ProductForm />
    <StockHistory />
  </WardEdit>
);
