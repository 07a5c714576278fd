import { z } from 'zod';

/** `localhost`, `*.localhost`, 127.0.0.0/8 or `[::1]`: where a stand-in or a local proxy listens. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/**
 * A provider's API base URL (payments, ZATCA, SMS, WhatsApp, object storage, carriers): https, or
 * plain http to this machine (a stand-in); no user info, query or fragment that could smuggle a
 * second host or a secret. Whether private and loopback hosts are allowed at all is the server's
 * call (production refuses them: server/src/common/outbound-guard.ts).
 */
export function isProviderUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash || /[\s\\]/.test(value)) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** A base URL typed in the back office: '' or null clears it (the environment's or the default applies), absent keeps it. */
export const providerBaseUrl = () =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(300, { error: 'validation.maxLength' })
    .refine((s) => s === '' || isProviderUrl(s), { error: 'validation.providerUrl' })
    .nullable()
    .optional();
