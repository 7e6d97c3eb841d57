/** The account page's members parts, in their own module (decision 0067) that starts loading as soon as the page's
 *  code runs, beside the page's own reads. A part first rendered once the module is here renders at once; one first
 *  rendered before waits for it (and keeps that way of rendering for its life, so it never remounts). */
import { createElement, useState, type ComponentType } from 'react';
import { loadWhenWanted } from 'shared-ui/data';

type Parts = typeof import('./members-parts');

let loaded: Parts | undefined;
const parts = loadWhenWanted(() =>
  import('./members-parts').then((module) => {
    loaded = module;
    return module;
  }),
);
parts.preload();

function part<Props extends object>(pick: (module: Parts) => ComponentType<Props>): ComponentType<Props> {
  const WhenLoaded = parts.part(pick);
  return function MembersPart(props: Props) {
    const [ready] = useState(() => loaded);
    return createElement(ready ? pick(ready) : WhenLoaded, props);
  };
}

export const MembersSection = part((module) => module.MembersSection);
export const ActivitySection = part((module) => module.ActivitySection);
export const LeaveAccount = part((module) => module.LeaveAccount);
