import type { PgBoss } from 'pg-boss';

/**
 * One poll for the whole instance, however many kinds of job there are (issue 27: an idle shop's
 * cost must not grow with them). Every `everyMs` one query finds the kinds with jobs due — new
 * ones whose NOTIFY this instance missed, retries, delayed jobs — and wakes their workers, which
 * otherwise sleep until a NOTIFY (their own poll is only a slow safety net).
 */
export class DueJobsPoller {
  private readonly workers = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly schema: string,
    private readonly everyMs: number,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Wakes `workerId` whenever jobs of `kind` are due. */
  add(kind: string, workerId: string): void {
    this.workers.set(kind, workerId);
    if (!this.timer && !this.stopped) this.next();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private next(): void {
    this.timer = setTimeout(() => void this.poll(), this.everyMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      const { rows } = await this.boss
        .getDb()
        .executeSql(
          `SELECT DISTINCT name FROM ${this.schema}.job WHERE name = ANY($1) AND state IN ('created', 'retry') AND start_after <= now()`,
          [[...this.workers.keys()]],
        );
      for (const { name } of rows as Array<{ name: string }>) {
        const workerId = this.workers.get(name);
        if (workerId) this.boss.notifyWorker(workerId);
      }
    } catch (error) {
      this.onError(error as Error);
    } finally {
      if (!this.stopped) this.next();
    }
  }
}
