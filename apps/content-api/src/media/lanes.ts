interface Task {
  key: string;
  start: () => void;
}

/**
 * Runs at most `limit` tasks at once, those asked for `now` (a visitor waits) before those asked
 * for `later` (the background pass); a `later` task starts only on a slot no `now` task wants,
 * and only one at a time, so requests always find a free slot or the next one.
 */
export class Lanes {
  readonly #limit: number;
  readonly #now: Task[] = [];
  readonly #later: Task[] = [];
  #running = 0;
  #runningLater = 0;

  constructor(limit: number) {
    this.#limit = Math.max(1, Math.floor(limit));
  }

  run<T>(key: string, priority: 'now' | 'later', work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const later = priority === 'later';
      const task: Task = {
        key,
        start: () => {
          this.#running += 1;
          if (later) this.#runningLater += 1;
          work()
            .then(resolve, reject)
            .finally(() => {
              this.#running -= 1;
              if (later) this.#runningLater -= 1;
              this.#pump();
            });
        },
      };
      (later ? this.#later : this.#now).push(task);
      this.#pump();
    });
  }

  /** Moves a queued `later` task to the front of the `now` queue. */
  hurry(key: string): void {
    const index = this.#later.findIndex((task) => task.key === key);
    if (index < 0) return;
    const [task] = this.#later.splice(index, 1);
    if (task) this.#now.unshift(task);
    this.#pump();
  }

  #pump(): void {
    while (this.#running < this.#limit) {
      const task = this.#now.shift() ?? (this.#runningLater === 0 ? this.#later.shift() : undefined);
      if (!task) return;
      task.start();
    }
  }
}
