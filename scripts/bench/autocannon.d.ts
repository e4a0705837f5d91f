// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number; total: number };
  export type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; non2xx: number; errors: number; timeouts: number };
  export default function autocannon(opts: { url: string; connections?: number; duration?: number; amount?: number; pipelining?: number; headers?: Record<string, string> }): Promise<Result>;
}
