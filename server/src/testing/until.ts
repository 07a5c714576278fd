/** Polls until `check` holds: for state reached in the background (jobs, mail), never a fixed wait. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Waits until every domain event's side effects ran (no `domain-event` job waiting, running or due
 * for a retry): what a customer is told, a review's flag, after the request that caused them.
 */
export async function eventsSettled(db: { query(sql: string): Promise<unknown> }, timeoutMs = 20_000): Promise<void> {
  await until(
    async () => {
      const rows = (await db.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'domain-event' AND state IN ('created', 'retry', 'active')`,
      )) as Array<{ n: number }>;
      return rows[0].n === 0;
    },
    timeoutMs,
    'domain events settled',
  );
}
