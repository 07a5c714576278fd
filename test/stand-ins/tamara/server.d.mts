export function tamaraToken(notificationToken: string, claims?: Record<string, unknown>): string;
export interface TamaraStandInOrder {
  order_id: string;
  order_reference_id: string;
  order_number: string;
  status: string;
  total_amount: { amount: number; currency: string };
  captured_amount: { amount: number; currency: string };
  refunded_amount: { amount: number; currency: string };
  canceled_amount: { amount: number; currency: string };
  consumer: { first_name: string; last_name: string; phone_number: string; email: string };
  items: Array<{ reference_id: string; name: string; quantity: number; unit_price: { amount: number }; total_amount: { amount: number } }>;
  captures: Array<{
    capture_id: string;
    amount: { amount: number };
    shipping_info: { shipping_company: string | null; tracking_number: string | null } | null;
  }>;
  refunds: Array<{ refund_id: string; amount: { amount: number }; comment: string | null }>;
}
export interface TamaraStandIn {
  url: string;
  keys: { api: string; notification: string };
  orders: Map<string, TamaraStandInOrder>;
  state: { deliveries: Array<{ url: string; body: { order_id: string; event_type: string }; status: number | null; dropped: boolean }> };
  webhook(url: string): void;
  dropWebhooks(drop?: boolean): void;
  autoCapture(id: string): unknown;
  resend(id: string, eventType: string): Promise<unknown>;
  close(): Promise<void>;
}
export function startTamaraStandIn(options?: { port?: number; apiToken?: string; notificationToken?: string }): Promise<TamaraStandIn>;
