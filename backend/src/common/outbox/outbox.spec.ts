import { Logger } from '@nestjs/common';
import { backoffSeconds, OutboxDrain } from './outbox';

/** A queue of batches: each call to the drain's step takes one and counts its messages. */
function drainOver(batches: number[][], onBatch?: () => void) {
  const queue = [...batches];
  let steps = 0;
  const drain = new OutboxDrain(
    new Logger('test'),
    () => ({ sent: 0 }),
    async (tally) => {
      steps += 1;
      onBatch?.();
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.shift() ?? [];
      tally.sent += batch.length;
      return batch.length > 0;
    },
  );
  return { drain, queue, steps: () => steps };
}

describe('OutboxDrain', () => {
  it('sends batch after batch until one comes back empty, and tallies them', async () => {
    const { drain, steps } = drainOver([[1, 2], [3]]);
    expect(await drain.drain()).toEqual({ sent: 3 });
    expect(steps()).toBe(3);
  });

  it('runs once per process: a drain asked for during a run joins it, and the run looks again', async () => {
    const { drain, queue } = drainOver([[1]]);
    const first = drain.drain();
    const second = drain.drain();
    // A message queued while the run was going: the rerun picks it up.
    queue.push([2]);
    expect(second).toBe(first);
    expect(await first).toEqual({ sent: 2 });
  });

  it('starts no batch after stop()', async () => {
    const holder: { drain?: OutboxDrain<{ sent: number }> } = {};
    const setup = drainOver([[1], [2], [3]], () => void holder.drain?.stop());
    holder.drain = setup.drain;
    expect(await setup.drain.drain()).toEqual({ sent: 1 });
    expect(setup.steps()).toBe(1);
  });
});

describe('backoffSeconds', () => {
  it('doubles from 30 s and stops at the cap', () => {
    expect([1, 2, 3, 4, 30].map((attempts) => backoffSeconds(attempts, 3600))).toEqual([
      30, 60, 120, 240, 3600,
    ]);
  });
});
