import { STORAGE_KEYS } from './storage-keys';
import { detectLanguage } from './detect-language';

function storageWith(language: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === STORAGE_KEYS.language ? language : null) };
}

describe('detectLanguage', () => {
  test('a stored choice wins over the browser languages', () => {
    expect(detectLanguage({ storage: storageWith('ja'), browserLanguages: ['en-US'] })).toBe('ja');
    expect(detectLanguage({ storage: storageWith('en'), browserLanguages: ['ja-JP'] })).toBe('en');
  });

  test('without a stored choice, a browser language starting with ja gives Japanese', () => {
    expect(detectLanguage({ storage: storageWith(null), browserLanguages: ['ja-JP', 'en'] })).toBe('ja');
    expect(detectLanguage({ storage: storageWith(null), browserLanguages: ['fr-FR', 'ja'] })).toBe('ja');
  });

  test('the first offered language the browser prefers decides', () => {
    expect(detectLanguage({ storage: storageWith(null), browserLanguages: ['en-GB', 'ja'] })).toBe('en');
  });

  test('an unknown stored value, blocked storage or foreign browser languages fall back to English', () => {
    expect(detectLanguage({ storage: storageWith('fr'), browserLanguages: ['de'] })).toBe('en');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage({ storage: blocked, browserLanguages: [] })).toBe('en');
  });
});
