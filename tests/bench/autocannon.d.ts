/** The part of autocannon 9 the API bench uses (the package ships no types). */
declare module 'autocannon' {
  /** hdr-histogram-percentiles-obj: the percentiles autocannon reports. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    sent?: number;
    p0_001: number;
    p0_01: number;
    p0_1: number;
    p1: number;
    p2_5: number;
    p10: number;
    p25: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    p99_99: number;
    p99_999: number;
  }

  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Mutates each request before it is sent; a falsy return restarts the sequence. */
    setupRequest?: (req: RequestParams, context: Record<string, unknown>) => RequestParams | null | undefined;
  }

  export interface Options extends Omit<RequestParams, 'setupRequest'> {
    /** Several: the connections are dealt out to them in turn, the results are one. */
    url: string | string[];
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds. */
    timeout?: number;
    title?: string;
    requests?: RequestParams[];
  }

  export interface Result {
    title?: string;
    url: string;
    /** Requests per second, sampled each second. */
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    connections: number;
    pipelining: number;
    start: Date;
    finish: Date;
  }

  /** The running benchmark; without a callback it is also a promise of the result. */
  export interface Instance extends PromiseLike<Result> {
    /** A request failed at the connection level (refused, reset, timed out…). */
    on(event: 'reqError', listener: (err: Error & { code?: string }) => void): this;
    stop(): void;
  }

  function autocannon(opts: Options): Instance;
  export default autocannon;
}
