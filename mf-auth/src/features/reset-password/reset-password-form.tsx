/** The new-password form of /reset-password (SPEC §2, §5): the password with its live rule checklist, the same
 *  password again (a mismatch is shown on the confirm field), each with a Show toggle, and Save. Success says
 *  the password was reset and opens sign-in; a link that died meanwhile gets the expired toast. */
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ROUTES, ResetPasswordSchema, translate, useShellServices } from 'shared-contracts';
import { Button, PasswordChecklist, PasswordField } from 'shared-ui';
import { useSchemaForm } from '../../common/use-schema-form';
import { useResetPassword } from './use-reset-password';

const EMPTY = { password: '', confirmPassword: '' };

export function ResetPasswordForm({ token }: { token: string }) {
  const { toast, language } = useShellServices();
  const navigate = useNavigate();
  const form = useSchemaForm(ResetPasswordSchema, EMPTY);
  const { run: resetPassword, isSending } = useResetPassword();
  const checklistId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.output;
    if (!values || isSending) return;
    const result = await resetPassword({ token, body: values });
    const lang = language.current;
    if (result.ok) {
      toast.success(translate('toast-message.success.reset', lang, { x: 'subject.password' }));
      navigate(ROUTES.signIn, { replace: true });
      return;
    }
    const { status, code } = result.error;
    if (status === 401 || code === 'TOKEN_EXPIRED' || code === 'TOKEN_USED' || code === 'TOKEN_INVALID') {
      toast.error(translate('toast-message.failure.expired', lang, { x: 'subject.reset-link' }));
      navigate(ROUTES.signIn, { replace: true });
    } else {
      toast.error(translate('toast-message.failure.unknown', lang));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <PasswordField
        label={<Trans id="auth.reset.new-password">New password</Trans>}
        autoComplete="new-password"
        aria-describedby={checklistId}
        {...form.inputProps('password')}
        error={form.errorFor('password')}
      />
      <PasswordChecklist id={checklistId} password={form.values.password} />
      <PasswordField
        label={<Trans id="auth.reset.confirm-password">Confirm new password</Trans>}
        autoComplete="new-password"
        {...form.inputProps('confirmPassword')}
        error={form.errorFor('confirmPassword')}
      />
      <Button type="submit" fullWidth disabled={!form.isValid} loading={isSending}>
        <Trans id="auth.reset.save">Save</Trans>
      </Button>
    </form>
  );
}
