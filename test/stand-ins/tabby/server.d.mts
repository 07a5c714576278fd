export const TABBY_OTP: string;
export interface TabbyStandInPayment {
  id: string;
  status: 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';
  amount: string;
  currency: string;
  buyer: { name: string; email: string; phone: string };
  order: {
    reference_id: string;
    items: Array<{ title: string; quantity: number; unit_price: string; reference_id: string }>;
    tax_amount: string;
    shipping_amount: string;
    discount_amount: string;
  } | null;
  captures: Array<{ id: string; amount: string; reference_id: string | null }>;
  refunds: Array<{ id: string; amount: string; reason: string | null; reference_id: string | null }>;
}
export interface TabbyStandIn {
  url: string;
  keys: { secret: string; merchantCode: string };
  payments: Map<string, TabbyStandInPayment>;
  state: {
    deliveries: Array<{ body: { id: string; status: string }; headers: Record<string, string>; status: number | null; dropped: boolean }>;
  };
  webhook(url: string, title: string, value: string): void;
  dropWebhooks(drop?: boolean): void;
  expire(id: string): void;
  resend(id: string): Promise<unknown>;
  close(): Promise<void>;
}
export function startTabbyStandIn(options?: { port?: number; secretKey?: string; merchantCode?: string }): Promise<TabbyStandIn>;
