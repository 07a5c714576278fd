import type { CountryCode, OrderStatus, PaymentMethod } from '@ward/shared';

export interface SeedOrder {
  daysAgo: number;
  status: OrderStatus;
  method: PaymentMethod;
  /** [index into the seeded products, quantity] */
  lines: Array<[number, number]>;
  coupon?: string;
  country?: CountryCode;
}

/** Who places the demo orders and who moves them on. */
export interface DemoPeople {
  customer: { id: number; name: string; email: string; phone: string | null };
  admin: { id: number; name: string } | undefined;
}

/** The demo customer's orders: one or more in every state, by every payment method, two with coupons, one abroad. */
export const DEMO_ORDER_PLAN: SeedOrder[] = [
  {
    daysAgo: 44,
    status: 'Completed',
    method: 'card',
    lines: [
      [0, 1],
      [3, 2],
    ],
  },
  { daysAgo: 37, status: 'Completed', method: 'cod', lines: [[1, 1]] },
  {
    daysAgo: 29,
    status: 'Completed',
    method: 'wallet',
    lines: [
      [2, 1],
      [5, 1],
    ],
    coupon: 'WARD10',
  },
  { daysAgo: 22, status: 'Rejected', method: 'cod', lines: [[4, 3]] },
  { daysAgo: 18, status: 'Completed', method: 'card', lines: [[6, 2]], country: 'AE' },
  { daysAgo: 12, status: 'PaymentFailure', method: 'card', lines: [[7, 1]] },
  {
    daysAgo: 8,
    status: 'OnTheWay',
    method: 'card',
    lines: [
      [0, 1],
      [8, 1],
    ],
    coupon: 'SAVE50',
  },
  { daysAgo: 4, status: 'InPreparation', method: 'cod', lines: [[9, 2]] },
  {
    daysAgo: 1,
    status: 'New',
    method: 'wallet',
    lines: [
      [10, 1],
      [1, 1],
    ],
  },
];

/** The demo customer's address in Riyadh, to the customer's own name and phone. */
export function demoAddress(customer: { name: string; phone: string | null }) {
  return {
    title: 'المنزل',
    recipientName: customer.name,
    phone: customer.phone,
    street: 'طريق الملك فهد، مبنى 12',
    city: 'الرياض',
    country: 'SA',
    postalCode: '12211',
    latitude: 24.7136,
    longitude: 46.6753,
    buildingNumber: '7070',
    district: 'العليا',
    additionalNumber: '2345',
  };
}
