interface Task {
  key: string;
  later: boolean;
  start: () => void;
}

/**
 * Runs up to `limit` tasks asked for `now` (a visitor waits) at once, and a task asked for `later`
 * (the background pass) only while no `now` task runs or waits, one at a time: requests get every
 * core, and the background yields after the task it is on.
 */
export class Lanes {
  readonly #limit: number;
  readonly #now: Task[] = [];
  readonly #later: Task[] = [];
  #runningNow = 0;
  #runningLater = 0;

  constructor(limit: number) {
    this.#limit = Math.max(1, Math.floor(limit));
  }

  run<T>(key: string, priority: 'now' | 'later', work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const later = priority === 'later';
      const task: Task = {
        key,
        later,
        start: () => {
          const lane = task.later;
          if (lane) this.#runningLater += 1;
          else this.#runningNow += 1;
          work()
            .then(resolve, reject)
            .finally(() => {
              if (lane) this.#runningLater -= 1;
              else this.#runningNow -= 1;
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
    if (!task) return;
    task.later = false;
    this.#now.unshift(task);
    this.#pump();
  }

  #pump(): void {
    while (this.#runningNow < this.#limit && this.#now.length > 0) this.#now.shift()?.start();
    if (this.#runningNow === 0 && this.#now.length === 0 && this.#runningLater === 0) this.#later.shift()?.start();
  }
}
