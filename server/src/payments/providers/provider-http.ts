import { DomainError } from '../../common/domain-errors.js';

export interface ProviderAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** The provider could not be reached, timed out or failed on its side: nothing is known to have happened. */
export class ProviderUnavailable extends DomainError {
  constructor(readonly detail: string) {
    super(502, 'payment.gatewayUnavailable');
  }
}

/**
 * One JSON request to a provider's API (undici's fetch, 15-second timeout). Answers 2xx and 4xx
 * with their body; network errors, timeouts and 5xx throw ProviderUnavailable.
 */
export async function providerRequest<T = Record<string, unknown>>(
  url: string,
  init: { method: 'GET' | 'POST' | 'PUT'; headers: Record<string, string>; body?: unknown; timeoutMs?: number },
): Promise<ProviderAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new ProviderUnavailable(`${init.method} ${new URL(url).pathname}: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (response.status >= 500) throw new ProviderUnavailable(`${init.method} ${new URL(url).pathname}: HTTP ${response.status}`);
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { raw: text.slice(0, 500) };
  }
  return { status: response.status, body: body as T };
}
