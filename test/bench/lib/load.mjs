// autocannon runs: req/s, latency percentiles, errors; with `serverTiming`, the server's own time
// per answer too (its Server-Timing header: server/src/common/server-timing.ts).
import autocannon from 'autocannon';

/** The q-th quantile (0–1) of sorted numbers, nearest rank. */
const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null);

/** `app;dur=1.2` → 1.2 */
const serverMs = (header) => {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(header ?? '');
  return match ? Number(match[1]) : null;
};

export function load({ url, connections, duration, method = 'GET', body, headers = {}, setupRequest, serverTiming = false }) {
  const serverTimes = [];
  const onResponse = serverTiming
    ? (_status, _body, _context, responseHeaders) => {
        const ms = serverMs(responseHeaders?.['server-timing']);
        if (ms !== null) serverTimes.push(ms);
      }
    : undefined;
  const request = { method, ...(setupRequest ? { setupRequest } : {}), ...(onResponse ? { onResponse } : {}) };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        method,
        body,
        headers: { 'content-type': 'application/json', ...headers },
        ...(setupRequest || onResponse ? { requests: [request] } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = serverTimes.sort((a, b) => a - b);
        resolve({
          connections,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p90: result.latency.p90,
          p97_5: result.latency.p97_5,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          non2xx: result.non2xx,
          total: result.requests.total,
          ...(serverTiming ? { server: { answers: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) } } : {}),
        });
      },
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}
