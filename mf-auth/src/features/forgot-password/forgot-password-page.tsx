/** /forgot-password (product.md, Pages; Forms and their limits; Messages): the email used at sign-up; on success a
 *  message says a reset email was sent. Any failure gets the long unknown-error toast. A back-to-sign-in link is always
 *  there. */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, type ForgotPasswordInput } from 'shared-contracts';
import { ForgotPasswordSchema, validate } from 'shared-contracts/api';
import { Button, usePageTitle } from 'shared-ui';
import { Form, useValidateWith } from 'shared-ui/form';
import { AuthCard, FooterText, Lead } from '../../common/auth-card';
import { EmailField } from '../../common/auth-fields';
import { MailIllustration } from '../../common/mail-illustration';
import { useForgotPassword } from './use-forgot-password';

const EMPTY: ForgotPasswordInput = { email: '' };

const Picture = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

function EmailSent({ email }: { email: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // The form has gone; move focus to the message that replaced it so screen readers announce it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <Picture>
        <MailIllustration />
      </Picture>
      <Lead ref={ref} tabIndex={-1}>
        <Trans id="auth.forgot.sent">
          If an account uses <strong>{email}</strong>, we have sent an email to it with a link to reset your
          password. Please check your inbox.
        </Trans>
      </Lead>
    </>
  );
}

export function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t({ id: 'auth.forgot.page-title', message: 'Forgot password' }));
  const validateForm = useValidateWith<ForgotPasswordInput>(ForgotPasswordSchema);
  const { run: requestReset } = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(values: ForgotPasswordInput) {
    const form = validate(ForgotPasswordSchema, values);
    if (!form.ok) return;
    const result = await requestReset(form.value);
    if (result.ok) setSentTo(form.value.email);
  }

  return (
    <AuthCard title={<Trans id="auth.forgot.heading">Forgot your password?</Trans>}>
      {sentTo ? (
        <EmailSent email={sentTo} />
      ) : (
        <>
          <Lead>
            <Trans id="auth.forgot.intro">
              Enter the email you used when you signed up and we will send you a link to reset your password.
            </Trans>
          </Lead>
          <Form<ForgotPasswordInput> onSubmit={onSubmit} validate={validateForm} initialValues={EMPTY}>
            {({ handleSubmit, invalid, submitting }) => (
              <form noValidate onSubmit={(event) => void handleSubmit(event)}>
                <EmailField />
                <Button type="submit" fullWidth disabled={invalid} loading={submitting}>
                  <Trans id="auth.forgot.submit">Send reset link</Trans>
                </Button>
              </form>
            )}
          </Form>
        </>
      )}
      <FooterText>
        <Link to={ROUTES.signIn}>
          <Trans id="auth.common.back-to-sign-in">Back to sign in</Trans>
        </Link>
      </FooterText>
    </AuthCard>
  );
}
