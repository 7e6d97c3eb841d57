/** The live password rule list (product.md, Forms and their limits): each rule from shared-contracts'
 *  passwordChecklist, ticked as the password is typed. A met rule reads as done ("Contains a number"), an unmet one as
 *  the requirement, and each also says "met"/"not met" in words for screen readers, not only by icon and colour. */
import styled from 'styled-components';
import { type Language, type PasswordChecklist as Checks } from 'shared-contracts';
import { PASSWORD_CHECKLIST_ITEMS, passwordChecklist } from 'shared-contracts/api';
import { VisuallyHidden, uiMessages, useUiI18n } from 'shared-ui';
import { useContractText } from 'shared-ui/calls';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space.md};
  }
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
`;

const Mark = styled.span`
  flex: none;
  width: 1.2em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

/** How each rule reads once it is met. */
const MET_MESSAGES = {
  lowercase: uiMessages.lowercaseMet,
  uppercase: uiMessages.uppercaseMet,
  number: uiMessages.numberMet,
  specialCharacter: uiMessages.specialCharacterMet,
  minLength: uiMessages.minLengthMet,
  maxLength: uiMessages.maxLengthMet,
} satisfies Record<keyof Checks, unknown>;

export type PasswordChecklistProps = {
  password: string;
  /** The change-password dialog leaves out the special-character item (product.md, Forms and their limits). */
  omitSpecialCharacter?: boolean;
  /** For aria-describedby on the password input. */
  id?: string;
  language?: Language;
  className?: string;
};

export function PasswordChecklist({
  password,
  omitSpecialCharacter = false,
  id,
  language,
  className,
}: PasswordChecklistProps) {
  const i18n = useUiI18n(language);
  const contractText = useContractText(language);
  const checks = passwordChecklist(password);
  const items = PASSWORD_CHECKLIST_ITEMS.filter(
    (item) => !(omitSpecialCharacter && item.key === 'specialCharacter'),
  );
  return (
    <List id={id} aria-label={i18n._(uiMessages.passwordRules)} className={className}>
      {items.map((item) => {
        const met = checks[item.key];
        return (
          <Item key={item.key} $met={met}>
            <Mark aria-hidden="true">{met ? '✓' : '•'}</Mark>
            <span>
              {met ? i18n._(MET_MESSAGES[item.key]) : contractText(item.message)}
              <VisuallyHidden>{` (${i18n._(met ? uiMessages.ruleMet : uiMessages.ruleUnmet)})`}</VisuallyHidden>
            </span>
          </Item>
        );
      })}
    </List>
  );
}
