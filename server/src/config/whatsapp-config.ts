/** The WhatsApp Cloud API account from the environment; the back office's values win over these (messaging/messaging-accounts.service.ts). */
export interface WhatsAppEnv {
  phoneNumberId: string | null;
  accessToken: string | null;
  appSecret: string | null;
  verifyToken: string | null;
  /** Graph API with its version, e.g. https://graph.facebook.com/v21.0 (a stand-in or proxy in tests) */
  baseUrl: string | null;
  /** first back-off step of an undelivered message, doubling per attempt */
  retrySeconds: number;
}

export function whatsappEnv(read: (name: string) => string | undefined): WhatsAppEnv {
  const retry = Number(read('WHATSAPP_RETRY_SECONDS'));
  return {
    phoneNumberId: read('WHATSAPP_PHONE_NUMBER_ID') ?? null,
    accessToken: read('WHATSAPP_ACCESS_TOKEN') ?? null,
    appSecret: read('WHATSAPP_APP_SECRET') ?? null,
    verifyToken: read('WHATSAPP_VERIFY_TOKEN') ?? null,
    baseUrl: read('WHATSAPP_API_BASE_URL')?.replace(/\/$/, '') ?? null,
    retrySeconds: retry > 0 ? retry : 30,
  };
}
