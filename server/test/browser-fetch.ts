import type { Caller } from './catalogue-fixtures';
import type { TestRuntime } from './test-runtime';

/** The browser's fetch, as the web app sees it: relative calls reach the backend with the session, others go out. */
export function browserFetch(rt: TestRuntime, caller: Caller): typeof fetch {
  const outside = globalThis.fetch;
  return async (input, init) => {
    const url = String(input);
    if (!url.startsWith('/') && !url.startsWith('http://localhost/')) return outside(input, init);
    const headers = new Headers(init?.headers);
    headers.set('x-auth', caller.token);
    return rt.backend.fetch(new Request(new URL(url, 'http://localhost'), { ...init, headers, duplex: 'half' } as RequestInit));
  };
}
