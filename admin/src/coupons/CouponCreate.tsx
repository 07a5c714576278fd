export { CouponCreate } from './CouponEdit';
