/** Parts of a page that load when they are first wanted (decision 0067), such as dialogs most visits never open, so a
 *  first visit does not load their code and the shared entries it imports (`shared-ui/form` for a dialog). `load`
 *  imports the one module that holds the parts, so they come in one file. Its code starts loading when the pointer
 *  reaches a button that opens a part (a touch included, which comes before its click) or the keyboard focuses it,
 *  so a click rarely waits; if it does, the part shows when its code has arrived. */
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
  const once = () => (loading ??= load());
  const preload = () => void once().catch(() => (loading = undefined));
  return {
    part(pick) {
      const Lazy = lazy(() => once().then((module) => ({ default: pick(module) })));
      return function PartWhenLoaded(props) {
        return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
      };
    },
    preload,
    preloadProps: { onPointerEnter: preload, onFocus: preload },
  };
}
