/** The new-password form of /reset-password (product.md, Pages; Forms and their limits): the password with its live
 *  rule checklist, the same password again (a mismatch is shown on the confirm field), each with a Show toggle, and
 *  Save. Success says the password was reset and opens sign-in; a link that died meanwhile is the page's to explain
 *  (onDeadLink). */
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ROUTES, type ResetPasswordInput } from 'shared-contracts';
import { ResetPasswordSchema, validate } from 'shared-contracts/api';
import { Button } from 'shared-ui';
import { Form, useValidateWith } from 'shared-ui/form';
import { PasswordInput } from '../../common/auth-fields';
import { isDeadLink, useResetPassword } from './use-reset-password';

const EMPTY: ResetPasswordInput = { password: '', confirmPassword: '' };

export type ResetPasswordFormProps = { token: string; onDeadLink: () => void };

export function ResetPasswordForm({ token, onDeadLink }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const validateForm = useValidateWith<ResetPasswordInput>(ResetPasswordSchema);
  const { run: resetPassword } = useResetPassword();

  async function onSubmit(values: ResetPasswordInput) {
    const form = validate(ResetPasswordSchema, values);
    if (!form.ok) return;
    const result = await resetPassword({ token, body: form.value });
    if (result.ok) navigate(ROUTES.signIn, { replace: true });
    else if (isDeadLink(result.error)) onDeadLink();
  }

  return (
    <Form<ResetPasswordInput> onSubmit={onSubmit} validate={validateForm} initialValues={EMPTY}>
      {({ handleSubmit, invalid, submitting }) => (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <PasswordInput
            name="password"
            label={<Trans id="auth.reset.new-password">New password</Trans>}
            autoComplete="new-password"
            withChecklist
          />
          <PasswordInput
            name="confirmPassword"
            label={<Trans id="auth.reset.confirm-password">Confirm new password</Trans>}
            autoComplete="new-password"
          />
          <Button type="submit" fullWidth disabled={invalid} loading={submitting}>
            <Trans id="auth.reset.save">Save</Trans>
          </Button>
        </form>
      )}
    </Form>
  );
}
