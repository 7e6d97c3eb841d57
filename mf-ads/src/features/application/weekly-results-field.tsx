/** The application's last step: "Email me my ads' results every week" (product.md, Weekly results), off unless
 *  ticked; ticking it turns the account's weekly results mail on when the ad is created. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Field } from 'shared-ui/form';

const Label = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin: ${({ theme }) => `${theme.space.md} 0`};
  cursor: pointer;
  input {
    margin-top: 0.3em;
    width: 1.1em;
    height: 1.1em;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function WeeklyResultsField() {
  return (
    <Field<boolean> name="weeklyResults" type="checkbox">
      {({ input }) => (
        <Label>
          <input
            type="checkbox"
            name={input.name}
            checked={input.checked ?? false}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          />
          <span>
            <Trans id="ads.form.weekly-results">Email me my ads’ results every week</Trans>
            <small>
              <Trans id="ads.form.weekly-results-hint">
                Every Monday: each ad’s impressions, clicks and click-through rate over the last 7 days. You
                can stop it from the email or in your account.
              </Trans>
            </small>
          </span>
        </Label>
      )}
    </Field>
  );
}
