/** A stand-in for the WhatsApp Business Cloud API (template sends, signed status webhooks); see server.mjs for the documentation it follows. */
export interface WhatsAppStandInMessage {
  id: string;
  /** international digits, no + */
  to: string;
  name: string;
  language: string;
  parameters: string[];
}
export interface WhatsAppStatusReport {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at?: number;
  errors?: Array<{ code: number; title: string; message?: string; error_data?: { details: string } }>;
}
export interface WhatsAppStandIn {
  url: string;
  /** the Graph API base with its version, as WHATSAPP_API_BASE_URL takes it */
  baseUrl: string;
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  messages: WhatsAppStandInMessage[];
  requests: Array<{ method: string; path: string }>;
  failNextRequests(n: number): void;
  /** posts a status webhook to the shop, signed with the app secret (or `signWith`, to forge one) */
  postStatuses(webhookUrl: string, statuses: WhatsAppStatusReport[], signWith?: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}
export declare function startWhatsAppStandIn(options?: {
  accessToken?: string;
  phoneNumberId?: string;
  appSecret?: string;
  templates?: string[];
}): Promise<WhatsAppStandIn>;
