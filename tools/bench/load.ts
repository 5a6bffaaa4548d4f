/** For the benchmarks that send many requests: a bounded pool of them, and the percentiles of their timings. */

export function percentile(sorted: number[], fraction: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0
}

export const formatMs = (ms: number) => `${ms.toFixed(1)} ms`

/** Runs `task` for 0..count-1 with at most `parallel` in flight. */
export async function pool<T>(count: number, parallel: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const index = next++
        results[index] = await task(index)
      }
    }),
  )
  return results
}
