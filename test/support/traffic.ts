import { login } from './server.js';
import { pick, trafficRequest } from './traffic-requests.js';

/**
 * Mixed shop traffic at a steady rate (open loop: requests start on schedule whether or not
 * earlier ones have finished, as real shoppers do): browse, search, quote, order.
 */
export type TrafficKind = 'home' | 'listing' | 'product' | 'search' | 'categories' | 'quote' | 'order';

export const DEFAULT_MIX: Record<TrafficKind, number> = {
  home: 14,
  listing: 18,
  product: 20,
  search: 14,
  categories: 4,
  quote: 15,
  order: 15,
};

export { SA_ADDRESS } from './traffic-requests.js';

export interface ShopForTraffic {
  /** one or more instances of the same shop: requests go round-robin */
  urls: string[];
  /** customer tokens; orders are spread over them */
  customers: string[];
  /** products to browse and buy (cheap enough for cash on delivery, with weight and stock) */
  products: number[];
  categories: number[];
}

export interface Outcome {
  kind: TrafficKind;
  status: number;
  ms: number;
  /** the request started this many ms after the run began */
  at: number;
  /** performance.now() when the request started and when its answer (or error) came */
  startedAt: number;
  endedAt: number;
  /** 201 orders: the order id */
  orderId?: number;
  idempotencyKey?: string;
  /** orders: what was sent, to repeat it with the same Idempotency-Key */
  replay?: { token: string; body: unknown };
  /** a transport error (refused, reset, timeout) instead of an HTTP answer */
  error?: string;
  /** unexpected answers only: the body and the Retry-After header */
  body?: unknown;
  retryAfter?: string | null;
}

export interface TrafficRun {
  outcomes: Outcome[];
  /** requests answered with the expected status */
  ok: number;
  errors: Outcome[];
  ordersPlaced: number;
  seconds: number;
  /** requests started per second (the load offered) */
  rate: number;
  latency: Record<TrafficKind | 'all', { n: number; p50: number; p99: number; max: number }>;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One request of `kind`; resolves with what came back (never rejects). */
export async function oneRequest(
  shop: ShopForTraffic,
  kind: TrafficKind,
  base: string,
  timeoutMs: number,
): Promise<Omit<Outcome, 'at' | 'startedAt' | 'endedAt'>> {
  const { method, path, body, headers, expected, idempotencyKey, replay } = trafficRequest(shop, kind);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let parsed: { data?: { order?: { id?: number } } } | string = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    const orderId = kind === 'order' && res.status === 201 && typeof parsed === 'object' ? parsed.data?.order?.id : undefined;
    return {
      kind,
      status: res.status,
      ms,
      orderId,
      idempotencyKey,
      replay,
      body: res.status === expected ? undefined : parsed,
      retryAfter: res.status === expected ? undefined : res.headers.get('retry-after'),
    };
  } catch (error) {
    return {
      kind,
      status: 0,
      ms: performance.now() - started,
      idempotencyKey,
      replay,
      error: String((error as Error).cause ?? (error as Error).message),
    };
  }
}

export const expectedStatus = (kind: TrafficKind) => (kind === 'order' ? 201 : 200);

/**
 * Runs `ratePerSecond` requests a second for `seconds`, drawn from `mix`. `onTick` is called
 * every second (RSS sampling, faults).
 */
export async function runTraffic(
  shop: ShopForTraffic,
  options: {
    ratePerSecond: number;
    seconds: number;
    mix?: Record<TrafficKind, number>;
    timeoutMs?: number;
    onSecond?: (second: number) => void;
  },
): Promise<TrafficRun> {
  const mix = options.mix ?? DEFAULT_MIX;
  const kinds = Object.entries(mix).flatMap(([k, w]) => Array<TrafficKind>(w).fill(k as TrafficKind));
  const total = Math.round(options.ratePerSecond * options.seconds);
  const interval = 1000 / options.ratePerSecond;
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  const t0 = performance.now();
  let lastSecond = -1;
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const second = Math.floor((performance.now() - t0) / 1000);
    if (second !== lastSecond) {
      lastSecond = second;
      options.onSecond?.(second);
    }
    const kind = pick(kinds);
    const startedAt = performance.now();
    const p: Promise<void> = oneRequest(shop, kind, shop.urls[i % shop.urls.length], options.timeoutMs ?? 15_000).then((o) => {
      outcomes.push({ ...o, at: startedAt - t0, startedAt, endedAt: performance.now() });
      inFlight.delete(p);
    });
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - t0) / 1000;
  const errors = outcomes.filter((o) => o.status !== expectedStatus(o.kind));
  const latency = {} as TrafficRun['latency'];
  for (const kind of [...(Object.keys(mix) as TrafficKind[]), 'all' as const]) {
    const ms = outcomes
      .filter((o) => kind === 'all' || o.kind === kind)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    latency[kind] = {
      n: ms.length,
      p50: Math.round(percentile(ms, 50)),
      p99: Math.round(percentile(ms, 99)),
      max: Math.round(ms.at(-1) ?? 0),
    };
  }
  return {
    outcomes,
    ok: outcomes.length - errors.length,
    errors,
    ordersPlaced: outcomes.filter((o) => o.kind === 'order' && o.status === 201).length,
    seconds,
    // the offered rate: requests started per second of the schedule (slow answers at the end do not count against it)
    rate: outcomes.length > 1 ? (outcomes.length - 1) / ((outcomes.reduce((last, o) => Math.max(last, o.startedAt), t0) - t0) / 1000) : 0,
    latency,
  };
}

export { login };
export { catalogueForTraffic, registerCustomers, stockUp } from './traffic-setup.js';

/** Sends an order again with its Idempotency-Key: 201 if it was never stored, 200 (replayed) if it was. */
export async function replayOrder(
  url: string,
  o: Outcome,
): Promise<{ status: number; orderId?: number; replayed: boolean; retryAfter: string | null }> {
  const res = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${o.replay!.token}`, 'idempotency-key': o.idempotencyKey! },
    body: JSON.stringify(o.replay!.body),
  });
  const body = (await res.json()) as { data?: { order?: { id: number } } };
  return {
    status: res.status,
    orderId: body.data?.order?.id,
    replayed: res.headers.get('idempotent-replayed') === 'true',
    retryAfter: res.headers.get('retry-after'),
  };
}

/**
 * What a well-behaved client does after its request died: send it again with the same key, and
 * on 503 (busy or unavailable) wait for Retry-After and send it again, up to `attempts` times.
 */
export async function replayUntilAnswered(
  url: string,
  o: Outcome,
  attempts = 8,
): Promise<{ status: number; orderId?: number; replayed: boolean; busy: number }> {
  let busy = 0;
  for (;;) {
    const r = await replayOrder(url, o);
    if (r.status !== 503 || busy + 1 >= attempts) return { ...r, busy };
    busy++;
    await new Promise((done) => setTimeout(done, Number(r.retryAfter ?? 1) * 1000 * (0.5 + Math.random())));
  }
}
