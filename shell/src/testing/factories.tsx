/** Test data for the shell's tests: an advertiser record and a tiny remote module. */
import type { Advertiser } from 'shared-contracts';
import type { RemoteModule } from 'shell-runtime';

export const anAdvertiser = (overrides: Partial<Advertiser> = {}): Advertiser => ({
  id: 7,
  name: 'Hana Sato',
  email: 'hana@example.com',
  language: 'en',
  country: 'JP',
  region: null,
  personId: 7,
  role: 'owner',
  accounts: [{ id: 7, name: null, role: 'owner' }],
  ...overrides,
});

/** A remote that renders one heading per route it owns. */
export function aRemote(routes: Record<string, string>): RemoteModule {
  return {
    routes: Object.entries(routes).map(([path, heading]) => ({ path, element: <h1>{heading}</h1> })),
    messages: { en: {}, ja: {} },
  };
}
