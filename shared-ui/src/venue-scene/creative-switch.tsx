/** The switch between an ad's creatives in the venue sketches (decision 0117), its own entry
 *  (`shared-ui/creative-switch`) so the home page's sketch does not carry it. */
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Language } from 'shared-contracts';
import { uiMessages, useUiI18n } from 'shared-ui';

const Switch = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  padding: 0;
  legend {
    float: left;
    margin-right: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    cursor: pointer;
  }
`;

export type CreativeSwitchProps = {
  /** What the choice is about: "Banner shown in the sketches". */
  legend: ReactNode;
  /** The creatives' languages, in the ad's order; each is named in the interface language ("English", "Japanese"). */
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
};

/** Which of an ad's creatives the sketches show: the first to begin with, then the one the switch chose. */
export function useShownCreative<C extends { language: Language }>(
  creatives: readonly C[],
): [C | undefined, (language: Language) => void] {
  const [shown, setShown] = useState<Language | null>(null);
  return [creatives.find((creative) => creative.language === shown) ?? creatives[0], setShown];
}

/** Switches the sketches between an ad's creatives (a banner per language, decision 0117): native radio buttons in
 *  a labelled group, so the arrow keys move between them and a screen reader names the choice. */
export function CreativeSwitch({ legend, languages, value, onChange }: CreativeSwitchProps) {
  const name = useId();
  const i18n = useUiI18n();
  const names: Record<Language, string> = { en: i18n._(uiMessages.english), ja: i18n._(uiMessages.japanese) };
  return (
    <Switch>
      <legend>{legend}</legend>
      {languages.map((language) => (
        <label key={language}>
          <input
            type="radio"
            name={name}
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
          />
          {names[language]}
        </label>
      ))}
    </Switch>
  );
}
