/** "12 / 300": how much of a contact field's limit is used, shown under its label so the limit is known before
 *  it is reached; the count turns to the error colour once it is passed. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { useField } from 'shared-ui/form';

const Count = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

/** Counts the value of the form field `name`. */
export function CharacterCount({ name, max }: { name: string; max: number }) {
  const { value } = useField<string>(name, { subscription: { value: true } }).input;
  const count = value?.length ?? 0;
  return (
    <Count $over={count > max}>
      <Trans id="public.contact.character-count">
        {count} / {max} characters
      </Trans>
    </Count>
  );
}
