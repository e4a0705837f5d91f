// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number; total: number };
  export type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; non2xx: number; errors: number; timeouts: number };
  type Request = { method?: string; path?: string; headers?: Record<string, string>; setupRequest?: (request: { path: string }) => object };
  type Options = { url: string; connections?: number; duration?: number; amount?: number; pipelining?: number; headers?: Record<string, string>; requests?: Request[] };
  /** A run; with a callback, the running instance, whose 'response' events give each response's time in ms. */
  export type Instance = { on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): Instance };
  function autocannon(opts: Options): Promise<Result>;
  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): Instance;
  namespace autocannon {
    export type Result = import('autocannon').Result;
  }
  export default autocannon;
}
