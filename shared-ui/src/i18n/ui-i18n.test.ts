import type * as UiI18n from './ui-i18n';
import { uiMessages } from './ui-messages';

/** A fresh copy of the module, without the catalogues the test setup adds to the shared one. */
function freshUiI18n(): typeof UiI18n {
  let module: typeof UiI18n | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof UiI18n>('./ui-i18n');
  });
  if (!module) throw new Error('ui-i18n did not load');
  return module;
}

test('shared-ui’s Japanese texts are there once the Japanese catalogue has loaded, and only that one', async () => {
  const { loadUiCatalogue, uiI18n } = freshUiI18n();
  expect(uiI18n('ja')._(uiMessages.loading)).not.toBe('読み込み中');

  await loadUiCatalogue('ja');

  expect(uiI18n('ja')._(uiMessages.loading)).toBe('読み込み中');
  expect(Object.keys(uiI18n('en').messages)).toHaveLength(0);
});

test('the English catalogue loads on its own for an English visit', async () => {
  const { loadUiCatalogue, uiI18n } = freshUiI18n();
  await loadUiCatalogue('en');
  expect(uiI18n('en')._(uiMessages.loading)).toBe('Loading');
  expect(Object.keys(uiI18n('ja').messages)).toHaveLength(0);
});
