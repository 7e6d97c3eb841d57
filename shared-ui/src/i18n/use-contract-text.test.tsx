import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import type { Language } from 'shared-contracts';
import { UiProviders } from '../testing/render-ui';
import { useContractText } from './use-contract-text';

function renderText(language: Language) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiProviders language={language}>{children}</UiProviders>
  );
  return renderHook(() => useContractText(), { wrapper }).result.current;
}

test('a contract text reads in the interface language, its placeholders filled like the API fills them', () => {
  expect(renderText('en')('toast-message.success.changed', { x: 'subject.password' })).toBe(
    'Your password has been changed',
  );
  expect(renderText('ja')('toast-message.success.changed', { x: 'subject.password' })).toBe(
    'パスワードを変更しました',
  );
});

test('outside a Lingui provider the texts are English', () => {
  const { result } = renderHook(() => useContractText());
  expect(result.current('validation.required-enter', { field: 'field.email' })).toBe(
    'Please enter your email',
  );
});
