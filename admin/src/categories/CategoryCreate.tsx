import { WardCreate } from '../common/forms';
import { CategoryForm } from './CategoryForm';

export const CategoryCreate = () => (
  <WardCreate>
    <CategoryForm />
  </WardCreate>
);
