/** The "check your email" confirmation (product.md, Pages): shown after sign-up and after a new verification link is
 *  sent from the expired page, with a picture and what to do next. Focus moves to its heading, because the form the
 *  person just used has gone. */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { ROUTES } from 'shared-contracts';
import { Button } from 'shared-ui';
import { Actions, Lead } from './auth-card';
import { MailIllustration } from './mail-illustration';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
`;

const Heading = styled.h2`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
`;

export type CheckYourEmailProps = {
  /** The address the link went to, when the page knows it. */
  email?: string;
};

export function CheckYourEmail({ email }: CheckYourEmailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Wrapper>
      <MailIllustration />
      <Heading ref={headingRef} tabIndex={-1}>
        <Trans id="auth.check-email.heading">Check your email</Trans>
      </Heading>
      <Lead>
        {email ? (
          <Trans id="auth.check-email.sent-to">
            We have sent a verification link to <strong>{email}</strong>. Open the link in that email to
            confirm your address and finish signing up.
          </Trans>
        ) : (
          <Trans id="auth.check-email.sent">
            We have sent a new verification link to your email. Open the link in that email to confirm your
            address and finish signing up.
          </Trans>
        )}
      </Lead>
      <Lead>
        <Trans id="auth.check-email.spam">
          If you cannot find it, please check your spam or junk folder.
        </Trans>
      </Lead>
      <Actions>
        <Button as={Link} to={ROUTES.home} variant="secondary">
          <Trans id="auth.common.go-home">Go to home</Trans>
        </Button>
      </Actions>
    </Wrapper>
  );
}
