import { routeEntriesOf } from 'shared-contracts';
import remote from './routes';

test('the remote serves exactly its entries of the route manifest, with catalogues in both languages', () => {
  expect(remote.routes.map((route) => route.path)).toEqual(
    routeEntriesOf('mf_review').map((entry) => entry.path),
  );
  expect(Object.keys(remote.messages.ja)).toEqual(expect.arrayContaining(Object.keys(remote.messages.en)));
});
