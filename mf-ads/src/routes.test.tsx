import { routeEntriesOf } from 'shared-contracts';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';
import remote from './routes';

test('the remote serves exactly its entries of the route manifest, with catalogues in both languages', () => {
  expect(remote.routes.map((route) => route.path)).toEqual(
    routeEntriesOf('mf_ads').map((entry) => entry.path),
  );
  expect(Object.keys(ja)).toEqual(expect.arrayContaining(Object.keys(en)));
  // The pages load the catalogue themselves (decision 0061): the shell is given none to merge.
  expect(remote.messages).toEqual({ en: {}, ja: {} });
});
