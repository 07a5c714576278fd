/**
 * OpenAPI for Meta's webhook (whatsapp-webhook.ts), which Fastify serves directly (its JSON parser
 * keeps the raw bytes the signature covers), so Nest's Swagger scanner does not see it.
 */
export const WHATSAPP_WEBHOOK_DOCS = {
  '/api/whatsapp/webhook': {
    get: {
      tags: ['messaging'],
      summary: 'Meta’s webhook subscription handshake',
      description:
        'Answers `hub.challenge` (text) when `hub.mode=subscribe` and `hub.verify_token` is the shop’s verify token; 403 otherwise.',
      parameters: ['hub.mode', 'hub.verify_token', 'hub.challenge'].map((name) => ({
        name,
        in: 'query',
        required: true,
        schema: { type: 'string' },
      })),
      responses: { '200': { description: 'The challenge, as text' }, '403': { description: 'Wrong or missing verify token' } },
    },
    post: {
      tags: ['messaging'],
      summary: 'WhatsApp message statuses from Meta (sent, delivered, read, failed)',
      description:
        'Signed `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`; a missing or wrong signature is refused and changes nothing. ' +
        'Statuses only move forward (a late “sent” after “read” is ignored); unknown message ids are ignored.',
      parameters: [{ name: 'X-Hub-Signature-256', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: {
        content: {
          'application/json': {
            example: {
              object: 'whatsapp_business_account',
              entry: [
                {
                  id: '102290129340398',
                  changes: [
                    {
                      field: 'messages',
                      value: {
                        statuses: [{ id: 'wamid.HBgM…', status: 'delivered', timestamp: '1795489831', recipient_id: '966551234567' }],
                      },
                    },
                  ],
                },
              ],
            },
          },
        },
      },
      responses: {
        '200': { description: 'The envelope with data { received: true }' },
        '401': { description: 'Missing or wrong signature' },
      },
    },
  },
};
