/**
 * Background work done in rounds: `round` runs at once, then again `pauseMs(result)` after each round ends, until
 * stopped. A round's error goes to `report` (unless it came while stopping) and the rounds go on. `stop` waits for
 * the round under way, then runs `afterStop` (a lease given back).
 */
export function backgroundLoop<R>(options: {
  round: () => Promise<R>;
  pauseMs: (result: R | undefined) => number;
  report: (error: unknown) => void;
  afterStop?: () => Promise<unknown>;
}): { stop(): Promise<void>; stopping(): boolean } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  async function tick(): Promise<void> {
    let result: R | undefined;
    try {
      result = await options.round();
    } catch (e) {
      if (!stopped) options.report(e);
    }
    if (!stopped) timer = setTimeout(loop, options.pauseMs(result));
  }

  function loop() {
    running = tick();
  }

  timer = setTimeout(loop, 0);
  return {
    stopping: () => stopped,
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
      await options.afterStop?.();
    },
  };
}
