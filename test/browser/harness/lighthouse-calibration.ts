/**
 * Lighthouse's CPU calibration: its 4× CPU slowdown assumes a high-end desktop host, and Lighthouse itself warns
 * ("slower CPU than Lighthouse expects") when the host's BenchmarkIndex is under 1000. Its throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") maps the host's BenchmarkIndex to the multiplier that
 * simulates the same mid-tier phone; these are the published anchor points of that calculator.
 */

/** [BenchmarkIndex, multiplier] anchors; the multiplier is linear between them and beyond the last. */
const ANCHORS: readonly (readonly [number, number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

/** The host is too slow to stand for the target phone at all below this index. */
export const SLOWEST_CALIBRATED_INDEX = ANCHORS[0][0];

/** The CPU slowdown that makes this host (its BenchmarkIndex) simulate Lighthouse's target phone. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!(benchmarkIndex >= SLOWEST_CALIBRATED_INDEX)) {
    throw new Error(`BenchmarkIndex ${benchmarkIndex} is under ${SLOWEST_CALIBRATED_INDEX}: this machine is too slow to simulate Lighthouse's target phone`);
  }
  for (let i = 1; i < ANCHORS.length; i++) {
    const [index, multiplier] = ANCHORS[i];
    const [lowIndex, lowMultiplier] = ANCHORS[i - 1];
    if (benchmarkIndex <= index || i === ANCHORS.length - 1) {
      return lowMultiplier + ((benchmarkIndex - lowIndex) / (index - lowIndex)) * (multiplier - lowMultiplier);
    }
  }
  throw new Error('unreachable: the anchors end in a branch that returns');
}
