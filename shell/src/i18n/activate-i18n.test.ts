import { setupI18n } from '@lingui/core';
import { messages as en } from '../locales/en/messages';
import { messages as ja } from '../locales/ja/messages';
import { activateI18n } from './activate-i18n';

test('a Japanese visit starts with the Japanese catalogue active', async () => {
  const instance = setupI18n();
  await activateI18n('ja', instance);
  expect(instance.locale).toBe('ja');
  expect(instance._('shell.link.about')).toBe('運営者情報');
  expect(instance.messages).toEqual(ja);
  expect(Object.keys(instance.messages)).not.toHaveLength(0);
});

test('an English visit starts with the English catalogue active', async () => {
  const instance = setupI18n();
  await activateI18n('en', instance);
  expect(instance.locale).toBe('en');
  expect(instance._('shell.link.about')).not.toBe('運営者情報');
  expect(instance.messages).toEqual(en);
});
