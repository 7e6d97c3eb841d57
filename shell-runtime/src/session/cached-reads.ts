/** The server reads a page keeps (SWR's cache, in shared-ui/data) belong to the signed-in account: when the session
 *  moves to another account or ends, here or in another tab, the session store drops them, so no page shows the
 *  previous account's data, even for a moment, and the pages on screen read again (decision 0128). The cache
 *  registers itself when its module loads; before that a page has nothing cached to drop. One registry per page,
 *  as shell-runtime is one shared singleton. */
type DropCachedReads = () => void;

const caches = new Set<DropCachedReads>();

/** Registers a cache to drop on a change of account; returns its removal. */
export function holdCachedReads(drop: DropCachedReads): () => void {
  caches.add(drop);
  return () => void caches.delete(drop);
}

/** Drops every registered cache; the reads on screen load again. */
export function dropCachedReads(): void {
  for (const drop of [...caches]) {
    try {
      drop();
    } catch (error) {
      console.error('A cache of server reads could not be dropped', error);
    }
  }
}
