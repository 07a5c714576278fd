import { WardEdit } from '../common/forms';
import { ProductForm } from './ProductForm';

export const ProductEdit = () => (
  <WardEdit>
    <ProductForm />
  </WardEdit>
);
