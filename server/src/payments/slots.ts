/**
 * At most `free` pieces of work at once; the rest wait their turn. Creating an invoice holds a
 * pooled connection (the payment's row lock) while the gateway works, and the built-in gateway
 * takes a second pooled connection for its own books. Unbounded, a burst of card orders (a sale,
 * or every client retrying after a restart) holds every pooled connection and waits on itself
 * until the pool's connect timeout: 503s for everyone.
 */
export class Slots {
  private waiting: Array<() => void> = [];
  constructor(private free: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((take) => this.waiting.push(take));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
