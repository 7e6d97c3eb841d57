/** The portal's two languages as a native select, each option written in its own language (English, 日本語) so
 *  people can find theirs. The shell's language choice and the account's language of emails both use it; each
 *  gives its own label and decides what a choice does. */
import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { LANGUAGES, type Language } from 'shared-contracts';

const NativeSelect = styled.select`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };

export type LanguagePickerProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: Language;
  /** Called with the language chosen, only when it differs from `value`. */
  onChoose: (language: Language) => void;
};

export function LanguagePicker({ value, onChoose, ...select }: LanguagePickerProps) {
  return (
    <NativeSelect
      {...select}
      value={value}
      onChange={(event) => {
        const next = LANGUAGES.find((language) => language === event.target.value);
        if (next && next !== value) onChoose(next);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {NAMES[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
