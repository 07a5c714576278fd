import { describeAuthProbes } from './hostile/auth-probes.js';
import { describeFuzz } from './hostile/fuzz.js';
import { HostileShop } from './hostile/harness.js';
import { describeOwnership } from './hostile/ownership.js';
import { describeRateLimits } from './hostile/rate-limits.js';
import { describeSecurityHeaders } from './hostile/security-headers.js';
import { describeStoredScripts } from './hostile/stored-scripts.js';

/**
 * Hostile input against the production build (issue 7 §5). Every route of the OpenAPI document
 * the running app publishes (so new routes are covered without touching this file) gets random
 * and malformed bodies and query strings: never a 5xx, never a stack trace, always the envelope
 * (storefront) or `{ message, errors }` (admin). Scripts are refused or stored inert and never
 * come back as live HTML; tokens are checked; rate limits hold; security headers are sent.
 *
 * The shop runs with TRUST_PROXY=true (one load balancer in front) so each part of this file can
 * speak from its own client address (X-Forwarded-For) and rate limits of one part do not leak
 * into another.
 */
describe('hostile input against the production build', () => {
  const h = new HostileShop();
  beforeAll(() => h.start(), 240_000);
  afterAll(() => h.stop(), 60_000);

  describeSecurityHeaders(h);
  describeAuthProbes(h);
  describeRateLimits(h);
  describeStoredScripts(h);
  describeOwnership(h);
  describeFuzz(h);
});
