import { crudViews } from '../common/SimpleCrud';
import { CouponForm } from './CouponForm';

export const { Edit: CouponEdit, Create: CouponCreate } = crudViews(CouponForm);
