import { PERMISSIONS } from '../roles';
import { allEndpoints, ENDPOINTS } from './endpoints';

const entries = allEndpoints();

describe('the endpoint table', () => {
  test('no two entries share a method and a path', () => {
    const keys = entries.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  test('an entry has a params schema exactly when its path has a :parameter, and at most one', () => {
    for (const { namespace, name, endpoint } of entries) {
      const names = endpoint.path.match(/:\w+/g) ?? [];
      expect({
        entry: `${namespace}.${name}`,
        params: names.length > 0,
        atMostOne: names.length <= 1,
      }).toEqual({
        entry: `${namespace}.${name}`,
        params: endpoint.params !== undefined,
        atMostOne: true,
      });
    }
  });

  test('every call the client makes declares the schema of its successful answer', () => {
    for (const { namespace, name, endpoint } of entries) {
      if (endpoint.answer === 'browser') continue;
      const success = Object.keys(endpoint.responses).filter((status) => status.startsWith('2'));
      expect({ entry: `${namespace}.${name}`, declared: success.length > 0 }).toEqual({
        entry: `${namespace}.${name}`,
        declared: true,
      });
    }
  });

  test('the operator’s calls take the operator token instead of the API key and a session', () => {
    for (const endpoint of Object.values(ENDPOINTS.operator)) {
      expect(endpoint).toMatchObject({
        access: 'operator',
        bearer: 'operator',
        apiKey: false,
        session: 'none',
      });
    }
  });

  test('the review desk’s calls carry the API key and the operator’s own cookie, never the advertiser refresh', () => {
    for (const endpoint of [...Object.values(ENDPOINTS.review), ...Object.values(ENDPOINTS.operatorAuth)]) {
      expect(endpoint).toMatchObject({ apiKey: true, session: 'none', answer: 'json' });
      expect(endpoint).not.toHaveProperty('bearer');
    }
    for (const endpoint of Object.values(ENDPOINTS.review))
      expect(endpoint).toMatchObject({ access: 'operatorSession' });
  });

  test('every call of a signed-in member names what the role must allow and how a refusal is answered', () => {
    for (const { namespace, name, endpoint } of entries) {
      const entry = `${namespace}.${name}`;
      if (endpoint.access === 'advertiser') {
        expect({ entry, known: [...PERMISSIONS, 'member'].includes(endpoint.permission ?? '') }).toEqual({
          entry,
          known: true,
        });
        expect({ entry, refused: [403, 404].includes(endpoint.refused ?? 0) }).toEqual({
          entry,
          refused: true,
        });
      } else {
        expect({ entry, permission: endpoint.permission, refused: endpoint.refused }).toEqual({ entry });
      }
    }
  });

  test('only owners reach the members, the audit trail, the time zone’s change and closing the account', () => {
    for (const endpoint of Object.values(ENDPOINTS.members))
      if (endpoint.path !== '/members/leave') expect(endpoint.permission).toBe('members.manage');
    expect(ENDPOINTS.members.leave.permission).toBe('member');
    expect(ENDPOINTS.advertisers.deactivate.permission).toBe('account.close');
    expect(ENDPOINTS.advertisers.updateTimeZone.permission).toBe('account.manage');
  });

  test('what changes ads, pays or manages billing asks for exactly that', () => {
    expect(
      [ENDPOINTS.ads.create, ENDPOINTS.ads.update, ENDPOINTS.ads.delete, ENDPOINTS.uploads.image].map(
        (endpoint) => endpoint.permission,
      ),
    ).toEqual(['ads.write', 'ads.write', 'ads.write', 'ads.write']);
    expect([ENDPOINTS.checkout.open.permission, ENDPOINTS.checkout.confirm.permission]).toEqual([
      'payments.pay',
      'payments.pay',
    ]);
    expect([ENDPOINTS.billing.updateDetails.permission, ENDPOINTS.ads.requestRefund.permission]).toEqual([
      'billing.manage',
      'billing.manage',
    ]);
  });
});
