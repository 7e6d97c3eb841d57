/** The switch between an ad's creatives in the venue sketches (decision 0117), its own entry
 *  (`shared-ui/creative-switch`) so the home page's sketch does not carry it. */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Language } from 'shared-contracts';

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
  /** One option per creative, in the caller's language: "English", "Japanese". */
  options: readonly { language: Language; label: ReactNode }[];
  value: Language;
  onChange: (language: Language) => void;
};

/** Switches the sketches between an ad's creatives (a banner per language, decision 0117): native radio buttons in
 *  a labelled group, so the arrow keys move between them and a screen reader names the choice. */
export function CreativeSwitch({ legend, options, value, onChange }: CreativeSwitchProps) {
  const name = useId();
  return (
    <Switch>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.language}>
          <input
            type="radio"
            name={name}
            value={option.language}
            checked={value === option.language}
            onChange={() => onChange(option.language)}
          />
          {option.label}
        </label>
      ))}
    </Switch>
  );
}
