/** "12 / 300": how much of a contact field's limit is used, shown under its label so the limit is known before
 *  it is reached; the count turns to the error colour once it is passed. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';

const Count = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

export function CharacterCount({ value, max }: { value: string | undefined; max: number }) {
  const count = value?.length ?? 0;
  return (
    <Count $over={count > max}>
      <Trans id="public.contact.character-count">
        {count} / {max} characters
      </Trans>
    </Count>
  );
}
