/** The Lingui configuration every app shares: English source, Japanese translation, PO catalogues in
 *  src/locales, compiled to TypeScript at build time. */
export function linguiConfig() {
  return {
    sourceLocale: 'en',
    locales: ['en', 'ja'],
    fallbackLocales: { default: 'en' },
    catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
  };
}
