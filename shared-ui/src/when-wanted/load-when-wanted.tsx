/** Parts of a page that load when they are first wanted (decision 0067), such as dialogs most visits never open, so a
 *  first visit does not load their code and the shared entries it imports (`shared-ui/form` for a dialog). `load`
 *  imports the one module that holds the parts, so they come in one file. Its code starts loading when the pointer
 *  reaches a button that opens a part (a touch included, which comes before its click) or the keyboard focuses it,
 *  so a click rarely waits; if it does, the part shows when its code has arrived. A load that failed (the network
 *  dropped) is forgotten: the part's error reaches the page's error boundary, and the next time the part renders (after
 *  the boundary's Retry, or the next open) its code is asked for again. */
import { Suspense, createElement, lazy, type ComponentType } from 'react';

export type PartsWhenWanted<Module> = {
  /** A component of the module. It renders nothing until the module has arrived, then the component itself. */
  part<Props extends object>(pick: (module: Module) => ComponentType<Props>): ComponentType<Props>;
  /** Starts loading the module; later calls reuse the first one's request. */
  preload(): void;
  /** For the button that opens a part: starts loading when the pointer reaches it or it takes the focus. */
  preloadProps: { onPointerEnter: () => void; onFocus: () => void };
};

export function loadWhenWanted<Module>(load: () => Promise<Module>): PartsWhenWanted<Module> {
  let loading: Promise<Module> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const preload = () => void once().catch(() => undefined);
  return {
    part(pick) {
      // React keeps a lazy component's failure for good, so a failed load gets a new lazy component for the next try.
      const fresh = () =>
        lazy(() =>
          once().then(
            (module) => ({ default: pick(module) }),
            (error: unknown) => {
              Lazy = fresh();
              throw error;
            },
          ),
        );
      let Lazy = fresh();
      return function PartWhenLoaded(props) {
        return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
      };
    },
    preload,
    preloadProps: { onPointerEnter: preload, onFocus: preload },
  };
}
