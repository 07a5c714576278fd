// autocannon runs: req/s, latency percentiles, errors.
import autocannon from 'autocannon';

export function load({ url, connections, duration, method = 'GET', body, headers = {}, setupRequest }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        method,
        body,
        headers: { 'content-type': 'application/json', ...headers },
        ...(setupRequest ? { requests: [{ method, setupRequest }] } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          connections,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p97_5: result.latency.p97_5,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          non2xx: result.non2xx,
          total: result.requests.total,
        });
      },
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}
