import type { OrderStatus, PaymentMethod } from './constants.js';
import type { Localized } from './types.js';

/** The back office's figures: the dashboard and the sales report. */
export interface DashboardDto {
  revenue: number;
  orders: number;
  customers: number;
  products: number;
  lowStock: number;
  featured: number;
  discounted: number;
  categories: number;
  activeCoupons: number;
  branches: number;
  banners: number;
  testimonials: number;
  ordersByStatus: Record<OrderStatus, number>;
  pendingOrders: number;
  revenueLast30Days: number;
  ordersLast30Days: number;
  recentOrders: Array<{ id: number; orderNumber: string; customerName: string; status: OrderStatus; total: number; createdAt: string }>;
  /** variants at or below the low-stock threshold (gift sets count through their items) */
  lowStockProducts: Array<{ id: number; variantId: number; sku: string; label: Localized | null; name: Localized; stock: number }>;
}

export interface SalesReportDto {
  from: string;
  to: string;
  groupBy: 'day' | 'week' | 'month';
  series: Array<{ period: string; orders: number; revenue: number; vat: number; discount: number; shipping: number; items: number }>;
  totals: { orders: number; revenue: number; vat: number; discount: number; shipping: number; items: number; averageOrder: number };
  topProducts: Array<{ productId: number | null; name: Localized; quantity: number; revenue: number; orders: number }>;
  byPaymentMethod: Array<{ paymentMethod: PaymentMethod; orders: number; revenue: number }>;
}
