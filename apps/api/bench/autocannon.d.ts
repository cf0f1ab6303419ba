// The few parts of autocannon 8 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Per-request changes (setupRequest returns the request to send). */
    requests?: { setupRequest?: (request: { headers: Record<string, string> }) => { headers: Record<string, string> } }[];
  }
  interface Result {
    errors: number;
    timeouts: number;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number; max: number };
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', cb: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
