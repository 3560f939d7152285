/**
 * Runs `work` while each probe is asked in turn every 50 ms (each probe answers its HTTP status);
 * the slowest answer of each, how many were asked and how many failed. Shared by the embedded
 * database's bench (over HTTP) and its test (tests/server/embedded-stall.test.ts, in process).
 */
export async function whileProbing<K extends string>(probes: Record<K, () => Promise<number>>, work: () => Promise<unknown>) {
  let done = false;
  const worst = {} as Record<K, number>;
  let asked = 0;
  let failed = 0;
  const loop = async (key: K) => {
    worst[key] = 0;
    while (!done) {
      const started = performance.now();
      if ((await probes[key]()) !== 200) failed++;
      worst[key] = Math.max(worst[key], performance.now() - started);
      asked++;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const loops = (Object.keys(probes) as K[]).map(loop);
  const started = performance.now();
  try {
    await work();
  } finally {
    done = true;
  }
  await Promise.all(loops);
  return { worst, asked, failed, seconds: (performance.now() - started) / 1000 };
}
