// Runs background work again and again: at once on start, then `intervalMs` after each run ended (never two runs at
// a time), on a timer that keeps no process alive. The email sender and the webhook sender share it.

export interface RepeatingTask {
  /** Runs now and then every `intervalMs` after the previous run ended. */
  start(intervalMs: number): void;
  /** Stops the loop; resolves when a run in progress has finished. */
  stop(): Promise<void>;
}

/** `run` is one round; a round that throws is reported through `onError` and the loop goes on. */
export function repeatingTask(run: () => Promise<unknown>, onError: (error: unknown) => void): RepeatingTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let active = false;
  let interval = 0;

  function schedule(delay: number): void {
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    running = run().then(() => undefined, onError);
    await running;
    running = undefined;
    if (active) schedule(interval);
  }

  return {
    start(intervalMs) {
      if (active) return;
      active = true;
      interval = intervalMs;
      // Restarted while the last run is still finishing: that run schedules the next one.
      if (!running) schedule(0);
    },
    async stop() {
      active = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
