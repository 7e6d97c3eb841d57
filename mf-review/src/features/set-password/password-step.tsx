/** The first step of /review/set-password: the new password under the advertisers' rules, with the live rule
 *  checklist, typed twice, each with a Show toggle. Continue is enabled once both pass and busy while sending; a
 *  refusal shows one message above the form. */
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { type OperatorEnrolment, type ResetPasswordInput } from 'shared-contracts';
import { ResetPasswordSchema, validate } from 'shared-contracts/api';
import { Button } from 'shared-ui';
import {
  FORM_ERROR,
  Field,
  Form,
  FormPasswordField,
  FormSubmitError,
  PasswordChecklist,
  PasswordField,
  keepText,
  shownError,
  useValidateWith,
} from 'shared-ui/form';
import { isDeadOperatorLink, useLinkErrorText, useSetOperatorPassword } from './use-set-operator-password';

const EMPTY: ResetPasswordInput = { password: '', confirmPassword: '' };

function NewPasswordField() {
  const checklistId = useId();
  return (
    <Field<string> name="password" parse={keepText}>
      {({ input, meta }) => (
        <>
          <PasswordField
            {...input}
            label={<Trans id="review.set-password.new">New password</Trans>}
            autoComplete="new-password"
            readOnly={meta.submitting}
            aria-describedby={checklistId}
            error={shownError(meta)}
          />
          <PasswordChecklist id={checklistId} password={input.value} />
        </>
      )}
    </Field>
  );
}

export type PasswordStepProps = {
  token: string;
  onEnrolment: (enrolment: OperatorEnrolment) => void;
  /** The link died while the form was open: the page explains it in place of the form. */
  onDeadLink: () => void;
};

export function PasswordStep({ token, onEnrolment, onDeadLink }: PasswordStepProps) {
  const validateForm = useValidateWith<ResetPasswordInput>(ResetPasswordSchema);
  const { run: setPassword } = useSetOperatorPassword();
  const errorText = useLinkErrorText();

  async function onSubmit(values: ResetPasswordInput) {
    const parsed = validate(ResetPasswordSchema, values);
    if (!parsed.ok) return undefined;
    const result = await setPassword({ token, password: parsed.value.password });
    if (!result.ok && isDeadOperatorLink(result.error)) {
      onDeadLink();
      return undefined;
    }
    if (!result.ok) return { [FORM_ERROR]: errorText(result.error) };
    onEnrolment(result.data.enrolment);
    return undefined;
  }

  return (
    <Form<ResetPasswordInput> onSubmit={onSubmit} validate={validateForm} initialValues={EMPTY}>
      {({ handleSubmit, hasValidationErrors, submitting }) => (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <FormSubmitError />
          <NewPasswordField />
          <FormPasswordField
            name="confirmPassword"
            autoComplete="new-password"
            label={<Trans id="review.set-password.confirm">Confirm new password</Trans>}
          />
          <Button type="submit" fullWidth disabled={hasValidationErrors} loading={submitting}>
            <Trans id="review.set-password.continue">Continue</Trans>
          </Button>
        </form>
      )}
    </Form>
  );
}
