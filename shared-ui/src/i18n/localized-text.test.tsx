import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { PLAN_CATALOGUE, type Language } from 'shared-contracts';
import { UiProviders } from '../testing/render-ui';
import { textIn, useLocalizedText } from './localized-text';

function pickerIn(language: Language, override?: Language) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiProviders language={language}>{children}</UiProviders>
  );
  return renderHook(() => useLocalizedText(override), { wrapper }).result.current;
}

const lobby = PLAN_CATALOGUE.LOBBIES.label;

test('a bilingual text reads in the active Lingui locale', () => {
  expect(pickerIn('en')({ en: 'Lobby', ja: 'ロビー' })).toBe('Lobby');
  expect(pickerIn('ja')({ en: 'Lobby', ja: 'ロビー' })).toBe('ロビー');
  expect(pickerIn('ja')(lobby)).toBe(lobby.ja);
});

test('a language given to the hook wins over the locale', () => {
  expect(pickerIn('en', 'ja')({ en: 'Lobby', ja: 'ロビー' })).toBe('ロビー');
});

test('outside a Lingui provider the texts are English', () => {
  const { result } = renderHook(() => useLocalizedText());
  expect(result.current({ en: 'Lobby', ja: 'ロビー' })).toBe('Lobby');
});

test('textIn picks the wording of the language it is given', () => {
  expect(textIn({ en: 'Canada', ja: 'カナダ' }, 'ja')).toBe('カナダ');
  expect(textIn({ en: 'Canada', ja: 'カナダ' }, 'en')).toBe('Canada');
});
