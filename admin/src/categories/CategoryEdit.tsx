import { WardEdit } from '../common/forms';
import { CategoryForm } from './CategoryForm';

export const CategoryEdit = () => (
  <WardEdit>
    <CategoryForm />
  </WardEdit>
);
