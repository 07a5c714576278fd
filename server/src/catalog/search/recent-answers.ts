/**
 * Answers kept for a while per key, as promises (a key asked again while its first reading runs
 * waits for that one), the oldest dropped beyond `max`; a reading that fails is forgotten.
 */
export class RecentAnswers<T> {
  private readonly kept = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly keepMs: number,
    private readonly max: number,
  ) {}

  get(key: string): Promise<T> | undefined {
    const hit = this.kept.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at < this.keepMs) return hit.value;
    this.kept.delete(key);
    return undefined;
  }

  set(key: string, value: Promise<T>): Promise<T> {
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value as string);
    const entry = { at: Date.now(), value };
    this.kept.set(key, entry);
    value.catch(() => this.kept.get(key) === entry && this.kept.delete(key));
    return value;
  }

  /** The kept answer for `key`, or `read()`'s, kept. */
  through(key: string, read: () => Promise<T>): Promise<T> {
    return this.get(key) ?? this.set(key, read());
  }

  /** How many answers are kept (some may have expired). */
  get size(): number {
    return this.kept.size;
  }

  clear(): void {
    this.kept.clear();
  }
}
