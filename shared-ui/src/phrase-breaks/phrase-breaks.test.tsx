import { render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { PhraseBreaks, splitPhrases } from './phrase-breaks';

test.each([
  ['お申し込み済みの広告', ['お申し込み済みの', '広告']],
  ['パスワードをお忘れの方', ['パスワードを', 'お忘れの', '方']],
  [
    'ご利用のURLまたはリンクは無効になっています。',
    ['ご利用の', 'URLまたは', 'リンクは', '無効になっています。'],
  ],
  ['月額 US$32（税抜）', ['月額 US$32', '（税抜）']],
  ['ローテーション', ['ローテーション']],
  ['お支払いを再試行', ['お支払いを', '再試行']],
  ['申し込む', ['申し込む']],
  ['Comprehensive Plan', ['Comprehensive Plan']],
])('%s splits into its phrases, each word whole', (text, phrases) => {
  expect(splitPhrases(text)).toEqual(phrases);
});

function renderHeading(language: 'en' | 'ja') {
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: { 'test.heading': language === 'ja' ? 'お申し込み済みの広告' : 'Your ads' } },
  });
  return render(
    <I18nProvider i18n={i18n} defaultComponent={PhraseBreaks}>
      <h1>
        <Trans id="test.heading">Your ads</Trans>
      </h1>
    </I18nProvider>,
  );
}

afterEach(() => {
  delete (globalThis as { CSS?: unknown }).CSS;
});

test('a Japanese heading gets a break opportunity between its phrases and keeps its whole name', () => {
  const { container } = renderHeading('ja');

  const heading = screen.getByRole('heading', { name: 'お申し込み済みの広告' });
  // A <wbr> has neither role nor text: the element itself is what is under test.
  // eslint-disable-next-line testing-library/no-node-access
  expect(heading.querySelectorAll('.phrase-breaks wbr')).toHaveLength(1);
  expect(container).toHaveTextContent('お申し込み済みの広告');
});

test('English text, and Japanese in a browser that breaks phrases itself (Chromium), render unchanged', () => {
  renderHeading('en');
  expect(screen.getByRole('heading', { name: 'Your ads' }).innerHTML).toBe('Your ads');

  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: {
      supports: (property: string, value: string) => `${property}:${value}` === 'word-break:auto-phrase',
    },
  });
  renderHeading('ja');
  expect(screen.getByRole('heading', { name: 'お申し込み済みの広告' }).innerHTML).toBe(
    'お申し込み済みの広告',
  );
});
