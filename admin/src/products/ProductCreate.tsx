import { WardCreate } from '../common/forms';
import { ProductForm } from './ProductForm';

export const ProductCreate = () => (
  <WardCreate>
    <ProductForm />
  </WardCreate>
);
