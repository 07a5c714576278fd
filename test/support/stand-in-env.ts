/**
 * Stand-ins listen on loopback, which a production build refuses as a provider address (issue 26):
 * a shop given one is told it may reach it (ALLOW_PRIVATE_PROVIDER_URLS, which it warns about at start).
 */
export function allowStandIns(env: Record<string, string | undefined>): Record<string, string> {
  return Object.keys(env).some((name) => /_BASE_URL$|^S3_ENDPOINT$/.test(name) && env[name]) ? { ALLOW_PRIVATE_PROVIDER_URLS: 'true' } : {};
}
