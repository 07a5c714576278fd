import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config.js';
import { createEmptyDatabase } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { JobQueue, type JobContext } from './job-queue.js';

describe('the job queue (pg-boss on the shop database)', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let db: DataSource;
  const queues: JobQueue[] = [];
  const config = () => loadConfig({ NODE_ENV: 'test' }, { databaseUrl: database.url, jobs: false, jwtSecret: 'x', mailRetryMs: 1000 });
  const startQueue = async () => {
    const queue = new JobQueue(config());
    await queue.onModuleInit();
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createEmptyDatabase();
    db = await new DataSource({ type: 'postgres', url: database.url }).initialize();
  });
  afterAll(async () => {
    for (const q of queues) await q.onModuleDestroy();
    await db.destroy();
    await database.drop();
  });

  it('runs a job enqueued in a transaction only if the transaction commits', async () => {
    const queue = await startQueue();
    const seen: string[] = [];
    const kind = { name: 'test.tx', attempts: 1, firstDelaySeconds: 1, maxDelaySeconds: 1 };
    await queue.work<{ label: string }>(kind, async ({ label }) => void seen.push(label));

    await db
      .transaction(async (m) => {
        await queue.send(kind.name, { label: 'rolled back' }, { manager: m });
        throw new Error('abort');
      })
      .catch(() => undefined);
    await db.transaction(async (m) => {
      await queue.send(kind.name, { label: 'committed' }, { manager: m });
    });
    await queue.send(kind.name, { label: 'outside' });

    await until(() => seen.length >= 2);
    // give a wrongly kept job the chance to show up: the queue must be empty of it
    await until(async () => (await queue.depths()).every((d) => d.queued === 0 && d.active === 0));
    expect(seen.sort()).toEqual(['committed', 'outside']);
  });

  it('retries a failing job with back-off and tells the handler which attempt is the last', async () => {
    const queue = await startQueue();
    const attempts: JobContext[] = [];
    const kind = { name: 'test.retry', attempts: 3, firstDelaySeconds: 1, maxDelaySeconds: 2 };
    await queue.work(kind, async (_data, job) => {
      attempts.push(job);
      throw new Error(`attempt ${job.attempt} fails`);
    });
    await queue.send(kind.name, {});
    await until(() => attempts.length === 3).catch((e) => {
      throw new Error(`${e.message}: ${JSON.stringify(attempts.map((a) => a.attempt))}`);
    });
    expect(attempts.map((a) => [a.attempt, a.isLastAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    await until(async () => (await queue.depths()).find((d) => d.name === kind.name)!.failed === 1);
  });

  it('hands each job to exactly one of two instances', async () => {
    const [a, b] = [await startQueue(), await startQueue()];
    const kind = { name: 'test.shared', attempts: 1, firstDelaySeconds: 1, maxDelaySeconds: 1 };
    const ran: Array<{ n: number; by: string }> = [];
    await a.work<{ n: number }>(kind, async ({ n }) => void ran.push({ n, by: 'a' }));
    await b.work<{ n: number }>(kind, async ({ n }) => void ran.push({ n, by: 'b' }));
    for (let n = 0; n < 40; n++) await (n % 2 ? a : b).send(kind.name, { n });
    await until(() => ran.length >= 40);
    await until(async () => (await a.depths()).every((d) => d.queued === 0 && d.active === 0));
    expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
  });

  it('refuses a job of a kind nobody declared (a typo would otherwise queue work that never runs)', async () => {
    const queue = await startQueue();
    await expect(queue.send('test.undeclared', {})).rejects.toThrow(/not declared/);
  });
});
