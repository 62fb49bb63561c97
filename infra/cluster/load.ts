import autocannon from 'autocannon';

export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
}

/** What the load generator saw during one phase. */
export interface PhaseLoad {
  seconds: number;
  requests: number;
  ok: number;
  /** Answers by status, other than 2xx. */
  statuses: Record<string, number>;
  /** Connections reset or refused, and timeouts: requests that got no answer at all. */
  errors: number;
  errorCodes: Record<string, number>;
  latencyP99Ms: number;
}

export interface RunningLoad {
  /** Stops the load; resolves with what it saw. */
  stop(): Promise<PhaseLoad>;
}

/**
 * autocannon at `rate` requests a second over `connections` keep-alive connections, cycling through the
 * requests (logged-in reads a user makes: search, a deal's page, messages, notifications), until stopped.
 */
export function startLoad(url: string, requests: LoadRequest[], rate: number, connections: number): RunningLoad {
  const errorCodes: Record<string, number> = {};
  const startedAt = Date.now();
  let finished: ((result: autocannon.Result) => void) | undefined;
  const done = new Promise<autocannon.Result>((resolve) => (finished = resolve));
  const instance = autocannon(
    {
      url,
      connections,
      overallRate: rate,
      duration: 3600,
      timeout: 10,
      requests: requests.map((r) => ({ method: 'GET', path: r.path, headers: r.headers })),
    },
    (error, result) => {
      if (error) throw error;
      finished?.(result);
    },
  );
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message;
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  });
  return {
    async stop() {
      instance.stop();
      const result = await done;
      const statuses: Record<string, number> = {};
      for (const [status, { count = 0 } = {}] of Object.entries(result.statusCodeStats ?? {})) {
        if (!status.startsWith('2')) statuses[status] = count;
      }
      return {
        seconds: (Date.now() - startedAt) / 1000,
        requests: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'] + result.errors,
        ok: result['2xx'],
        statuses,
        errors: result.errors,
        errorCodes,
        latencyP99Ms: result.latency.p99,
      };
    },
  };
}
