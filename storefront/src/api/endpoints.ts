import { NOTIFICATION_PAGE_SIZE } from '@ward/shared/constants';
import type { SampleOffersDto } from '@ward/shared/samples';
import { guestHeaders } from '../state/guest-order';
import { api } from './client';
import type {
  AddressDto,
  BannerDto,
  BranchDto,
  CartLineInput,
  CategoryDto,
  CountryCode,
  EarlierAccountDto,
  HomeDto,
  NotificationDto,
  OrderDto,
  Paged,
  PageDto,
  PageSlug,
  PaymentDto,
  PaymentMethod,
  PayLaterCheckDto,
  PayPageDto,
  PlaceOrderResult,
  GuestPlaceOrderResult,
  ProductDto,
  ProductSummaryDto,
  ProductListDto,
  QuoteDto,
  SearchSuggestionsDto,
  ReviewDto,
  ReviewPage,
  Settings,
  PublicShipmentDto,
  ShipmentDto,
  TestimonialDto,
  UserDto,
} from './types';

/** The storefront API of DESIGN.md §3, one function per call. */

export interface ProductQuery {
  search?: string;
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  discounted?: boolean;
  inStock?: boolean;
  sort?: string;
  page?: number;
  pageSize?: number;
  /** counts per category, price range, in stock and on offer */
  facets?: boolean;
}

export const catalog = {
  home: () => api.get<HomeDto>('/api/home'),
  products: (query: ProductQuery) =>
    api.get<ProductListDto>('/api/products', { query: query as Record<string, string | number | boolean | undefined> }),
  suggestions: (q: string, signal?: AbortSignal) => api.get<SearchSuggestionsDto>('/api/search/suggestions', { query: { q }, signal }),
  product: (id: number) => api.get<ProductDto>(`/api/products/${id}`),
  /** free samples checkout offers now, and how many one order may have */
  samples: () => api.get<SampleOffersDto>('/api/samples'),
  related: (id: number) => api.get<ProductSummaryDto[]>(`/api/products/${id}/related`),
  categories: () => api.get<CategoryDto[]>('/api/categories'),
  reviews: (id: number, page = 1, pageSize = 10) => api.get<ReviewPage>(`/api/products/${id}/reviews`, { query: { page, pageSize } }),
  writeReview: (id: number, body: { rating: number; comment: string }) => api.post<ReviewDto>(`/api/products/${id}/reviews`, body),
};

export const content = {
  settings: () => api.get<Settings>('/api/settings'),
  page: (slug: PageSlug) => api.get<PageDto>(`/api/pages/${slug}`),
  branches: () => api.get<BranchDto[]>('/api/branches'),
  banners: () => api.get<BannerDto[]>('/api/banners'),
  testimonials: () => api.get<TestimonialDto[]>('/api/testimonials'),
  subscribe: (email: string, consent: string) => api.post<unknown>('/api/newsletter/subscribe', { email, consent }),
  contact: (body: { name: string; email: string; phone?: string | null; subject?: string | null; message: string }) =>
    api.post<unknown>('/api/contact', body),
};

export const auth = {
  login: (email: string, password: string) => api.post<string>('/api/Auth/login', { email, password }),
  register: (body: { name: string; email: string; phone?: string | null; password: string; confirmPassword?: string }) =>
    api.post<string>('/api/Auth/register', body),
  forgotPassword: (email: string) => api.post<unknown>('/api/Auth/forgot-password', { email }),
  checkCode: (Email: string, Token: string) => api.post<unknown>('/api/Auth/check-code', { Email, Token }),
  resetPassword: (Email: string, Token: string, NewPassword: string) =>
    api.post<unknown>('/api/Auth/reset-password', { Email, Token, NewPassword }),
  changePassword: (body: { currentPassword: string; newPassword: string; confirmPassword?: string }) =>
    api.post<string>('/api/Auth/change-password', body),
  me: () => api.get<UserDto>('/api/Auth/me'),
  requestPhoneCode: (phone: string) => api.post<unknown>('/api/Auth/phone/request-code', { phone }),
  phoneSignIn: (phone: string, code: string, newAccount = false) =>
    api.post<string>('/api/Auth/phone/sign-in', newAccount ? { phone, code, newAccount } : { phone, code }),
  emailVerifyCode: () => api.post<{ email: string }>('/api/Auth/email/verify-code', {}),
  emailVerify: (code: string) => api.post<UserDto>('/api/Auth/email/verify', { code }),
  firstPassword: (body: { email?: string; password: string; confirmPassword?: string }) =>
    api.post<string>('/api/Auth/first-password', body),
};

export interface QuoteRequest {
  items: CartLineInput[];
  couponCode?: string | null;
  country?: CountryCode | null;
  paymentMethod?: PaymentMethod | null;
  /** the carrier the shopper chose (else the cheapest) */
  carrierId?: number | null;
  /** the quote prices the gift wrap */
  gift?: { wrap: boolean } | null;
  /** free samples chosen: the quote reports each (they never change the totals) */
  samples?: Array<{ productId: number }>;
}

export const checkout = {
  quote: (body: QuoteRequest) => api.post<QuoteDto>('/api/cart/quote', body),
  placeOrder: (body: Record<string, unknown>, idempotencyKey: string) =>
    api.post<PlaceOrderResult>('/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  orders: (page = 1, pageSize = 10) => api.get<Paged<OrderDto>>('/api/orders', { query: { page, pageSize } }),
  order: (id: number) => api.get<OrderDto>(`/api/orders/${id}`),
  // a guest's order opens with its access token (state/guest-order.ts); a customer's with the sign-in token
  payment: (paymentId: string) =>
    api.get<PaymentDto>(`/api/payments/${encodeURIComponent(paymentId)}`, { headers: guestHeaders({ paymentId }) }),
  payPage: (paymentId: string) =>
    api.get<PayPageDto>(`/api/payments/${encodeURIComponent(paymentId)}/pay`, { headers: guestHeaders({ paymentId }) }),
  payLater: (body: Record<string, unknown>) => api.post<PayLaterCheckDto>('/api/checkout/pay-later', body),
  shipment: (paymentId: string) =>
    api.get<ShipmentDto>(`/api/shipments/${encodeURIComponent(paymentId)}`, { headers: guestHeaders({ paymentId }) }),
  /** a shared tracking link: status and carrier only, no sign-in */
  lookupOrder: (orderNumber: string, contact: string) =>
    api.post<{ orderNumber: string; token: string; access: { orderId: number; token: string; expiresAt: string } | null }>(
      '/api/track/lookup',
      { orderNumber, contact },
    ),
  tracking: (token: string) => api.get<PublicShipmentDto>(`/api/track/${encodeURIComponent(token)}`),
};

/** Buying without an account (issue 18). */
export const guest = {
  placeOrder: (body: Record<string, unknown>, idempotencyKey: string) =>
    api.post<GuestPlaceOrderResult>('/api/guest/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  order: (id: number) => api.get<OrderDto>(`/api/guest/orders/${id}`, { headers: guestHeaders({ orderId: id }) }),
  accountCode: (id: number) =>
    api.post<{ channel: 'phone' | 'email' }>(`/api/guest/orders/${id}/account-code`, {}, { headers: guestHeaders({ orderId: id }) }),
  claim: (id: number, code: string) =>
    api.post<{ token: string; merged: boolean }>(`/api/guest/orders/${id}/account`, { code }, { headers: guestHeaders({ orderId: id }) }),
};

export const account = {
  profile: () => api.get<UserDto>('/api/profile'),
  updateProfile: (body: Record<string, unknown>) => api.put<UserDto>('/api/profile', body),
  earlierAccounts: () => api.get<EarlierAccountDto[]>('/api/profile/earlier-accounts'),
  bringOverEarlierAccounts: () => api.post<{ accounts: number; orders: number }>('/api/profile/earlier-accounts/merge', {}),
  whatsappOptIn: (optIn: boolean) => api.put<UserDto>('/api/account/whatsapp', { optIn }),
  addresses: () => api.get<AddressDto[]>('/api/addresses'),
  createAddress: (body: Record<string, unknown>) => api.post<AddressDto>('/api/addresses', body),
  updateAddress: (id: number, body: Record<string, unknown>) => api.put<AddressDto>(`/api/addresses/${id}`, body),
  deleteAddress: (id: number) => api.delete<unknown>(`/api/addresses/${id}`),
  setPrimaryAddress: (id: number) => api.post<AddressDto>(`/api/addresses/${id}/primary`),
  /** SPEC.md §7, exactly: POST with { pageNumber, pageSize } */
  notifications: (userId: number, pageNumber = 1, pageSize = NOTIFICATION_PAGE_SIZE) =>
    api.post<NotificationDto[] | Paged<NotificationDto>>(`/api/Notification/get-user-notifications/${userId}`, { pageNumber, pageSize }),
};
