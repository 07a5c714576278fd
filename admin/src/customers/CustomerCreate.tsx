import { WardCreate } from '../common/forms';
import { CustomerForm } from './CustomerForm';

export const CustomerCreate = () => (
  <WardCreate>
    <CustomerForm mode="create" />
  </WardCreate>
);
