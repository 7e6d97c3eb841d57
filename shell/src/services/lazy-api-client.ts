/** The API client the shell hands to every remote, loaded with its first call (decision 0054). The typed client
 *  is built from the endpoint table, which parses every answer with its wire schema; that table is the
 *  `shared-contracts/api` entry, so the shell's start does not carry it. A page that calls the API imports the same
 *  entry for its endpoints' keys, so by the time it calls, the entry is usually loaded already.
 *  The stand-in has the client's shape, `api.<namespace>.<method>(…)`, and each call waits for the real client.
 *  Loading the entry can fail (the network, a deploy in progress): the call then answers as an unreachable API does,
 *  and the next call tries again. */
import { UNKNOWN_ERROR_TEXT, type ApiClient, type ApiClientConfig, type ApiResult } from 'shared-contracts';

type ApiEntry = { createApiClient: (config: ApiClientConfig) => ApiClient };
type Method = (...args: unknown[]) => Promise<ApiResult<unknown>>;
type Namespace = Record<string, Method>;

const unreachable: ApiResult<never> = {
  ok: false,
  error: { status: 0, code: 'NETWORK', message: UNKNOWN_ERROR_TEXT },
};

export function createLazyApiClient(
  config: ApiClientConfig,
  load: () => Promise<ApiEntry> = () => import('shared-contracts/api'),
): ApiClient {
  let client: Promise<ApiClient | null> | null = null;
  // Loads the client once; a failed load is forgotten, so the next call tries again.
  const loaded = (): Promise<ApiClient | null> =>
    (client ??= load().then(
      (entry) => entry.createApiClient(config),
      () => {
        client = null;
        return null;
      },
    ));

  const api = memoizedRecord((namespace) =>
    memoizedRecord<Method>((method) => async (...args) => {
      const ready = await loaded();
      if (!ready) return unreachable;
      const real = (ready as unknown as Record<string, Namespace | undefined>)[namespace]?.[method];
      if (!real) throw new TypeError(`The API client has no method ${namespace}.${method}`);
      return real(...args);
    }),
  );
  // Safe: every namespace and method the typed client has is answered by a stand-in that forwards its arguments
  // to that same method of the loaded client and returns its answer.
  return api as unknown as ApiClient;
}

/** An object whose every property is made by `make` on first read and kept. A symbol, or `then` (read when
 *  something checks whether this is a promise), is no property. */
function memoizedRecord<T>(make: (name: string) => T): Record<string, T> {
  const made = new Map<string, T>();
  return new Proxy({} as Record<string, T>, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      let value = made.get(name);
      if (value === undefined) {
        value = make(name);
        made.set(name, value);
      }
      return value;
    },
  });
}
