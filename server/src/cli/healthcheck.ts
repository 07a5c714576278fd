/**
 * The container image's HEALTHCHECK (node:24-slim has no curl): exits 0 when this instance's
 * `GET /api/health` answers 200 within 3 s (PostgreSQL reachable), 1 otherwise.
 */
const url = `http://127.0.0.1:${process.env.PORT || 3000}/api/health`;

try {
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) console.error(`health: ${res.status} from ${url}`);
  process.exit(res.ok ? 0 : 1);
} catch (error) {
  console.error(`health: ${url} unreachable (${(error as Error).message})`);
  process.exit(1);
}
