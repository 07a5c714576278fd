export interface WebhookDelivery {
  url: string;
  body: { id: string; type: string; secret_token?: string; data: { id: string; status: string } };
  status: number | null;
  dropped: boolean;
}
export interface MoyasarStandInPayment {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded' | 'voided' | 'authorized' | 'captured';
  amount: number;
  refunded: number;
  currency: string;
  metadata: Record<string, string> | null;
  callback_url: string | null;
  source: { type: string; company?: string; message: string | null; transaction_url: string | null };
}
export interface MoyasarStandIn {
  url: string;
  keys: { publishable: string; secret: string };
  payments: Map<string, MoyasarStandInPayment>;
  state: { deliveries: WebhookDelivery[]; dropWebhooks: boolean };
  webhook(url: string, secret: string): void;
  dropWebhooks(drop?: boolean): void;
  settle(id: string): void;
  failNext(n?: number, status?: number): void;
  resend(id: string): Promise<WebhookDelivery>;
  close(): Promise<void>;
}
export function startMoyasarStandIn(options?: {
  port?: number;
  publishableKey?: string;
  secretKey?: string;
  webhook?: { url: string; secret: string };
}): Promise<MoyasarStandIn>;
