/**
 * Page requests in the order they came. Node serves ready sockets in no fair order: at 50
 * connections of CPU-bound pages, half are answered within 0.5 s while some wait 6–10 s
 * (docs/operations.md, "Pages made for one request"). Here each request waits its turn for one of
 * `slots`, and holds it until it is answered or for `leaseMs` at most: a render waiting for the
 * content API lets the next one run after its lease, so a slow upstream never stalls the queue.
 */
export class FairQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly leaseMs: number,
  ) {}

  /** Requests waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.slots) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(lease);
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
    const lease = setTimeout(release, this.leaseMs);
    try {
      return await work();
    } finally {
      release();
    }
  }
}
