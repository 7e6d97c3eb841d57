/** Starts the bot check's worker wherever the code that asks for it was served from (decision 0052). A browser
 *  refuses a worker script from another origin, and the shared-ui copy in use is often a remote's, served from the
 *  remote's origin while the page is on the shell's. A worker on the page's own origin then starts from a one-line
 *  `blob:` script that imports the chunk: a classic worker may import scripts from any origin the page's policy
 *  allows (script-src names every remote; worker-src allows blob:). On the same origin the chunk starts directly.
 *  webpack compiles the worker's chunk and passes its URL here, as it would to `new Worker` (the `worker` parser
 *  option of tooling/webpack.mjs names this constructor). */

/** One small blob per worker chunk, kept for the page's life, so every solve reuses it. */
const blobUrls = new Map<string, string>();

function sameOriginUrl(chunk: URL): string {
  let url = blobUrls.get(chunk.href);
  if (!url) {
    const source = `importScripts(${JSON.stringify(chunk.href)});`;
    url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    blobUrls.set(chunk.href, url);
  }
  return url;
}

/** Whether the chunk is served from another web origin than the page's (a `file:` or `blob:` URL is not). */
function onAnotherOrigin(chunk: URL, origin: string): boolean {
  return (chunk.protocol === 'http:' || chunk.protocol === 'https:') && chunk.origin !== origin;
}

/** `new SolverWorker(url)` is a Worker. A constructor, because webpack compiles the chunk of a URL only in a `new`
 *  expression it was told about; a function called with `new` that returns an object gives that object. */
export const SolverWorker = function SolverWorker(
  chunk: URL,
  origin: string = globalThis.location.origin,
): Worker {
  return new Worker(onAnotherOrigin(chunk, origin) ? sameOriginUrl(chunk) : chunk);
} as unknown as new (chunk: URL, origin?: string) => Worker;
