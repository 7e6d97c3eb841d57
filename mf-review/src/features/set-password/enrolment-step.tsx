/** The second step of /review/set-password: the authenticator to enrol, shown once. The QR code arrives as SVG
 *  markup and is shown as an image (a data: URL), never inserted into the page, so nothing in it can run; the
 *  secret is also written out, in groups of four, for apps without a camera. The app's first code confirms the
 *  enrolment and signs the operator in. */
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { type OperatorEnrolment } from 'shared-contracts';
import { validate, EnrolOperatorRequestSchema, TotpCodeFormSchema } from 'shared-contracts/api';
import { Button } from 'shared-ui';
import { FORM_ERROR, Form, FormSubmitError, useValidateWith } from 'shared-ui/form';
import { CodeField } from '../../common/code-field';
import { Lead } from '../../common/desk-card';
import { useEnrolOperator, useLinkErrorText } from './use-set-operator-password';

type CodeForm = { code: string };

const Qr = styled.img`
  display: block;
  width: 240px;
  max-width: 100%;
  height: auto;
  aspect-ratio: 1;
  margin: 0 auto ${({ theme }) => theme.space.md};
  background: #ffffff;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Secret = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  text-align: center;
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: 0.08em;
    overflow-wrap: anywhere;
  }
`;

/** The base32 secret in groups of four, as authenticator apps ask for it. */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export type EnrolmentStepProps = {
  token: string;
  enrolment: OperatorEnrolment;
  onEnrolled: () => void;
};

export function EnrolmentStep({ token, enrolment, onEnrolled }: EnrolmentStepProps) {
  const { t } = useLingui();
  const validateForm = useValidateWith<CodeForm>(TotpCodeFormSchema);
  const { run: enrol } = useEnrolOperator();
  const errorText = useLinkErrorText();

  async function onSubmit({ code }: CodeForm) {
    const parsed = validate(EnrolOperatorRequestSchema, { token, code });
    if (!parsed.ok) return undefined;
    const result = await enrol(parsed.value);
    if (!result.ok) return { [FORM_ERROR]: errorText(result.error) };
    onEnrolled();
    return undefined;
  }

  return (
    <>
      <Lead>
        <Trans id="review.enrol.intro">
          Scan this code with your authenticator app, or type the key below into it. It is shown only once:
          the next time you open the link you get a new one.
        </Trans>
      </Lead>
      <Qr
        src={qrImageSource(enrolment.qrSvg)}
        alt={t({
          id: 'review.enrol.qr-alt',
          message: 'QR code to add the review desk to your authenticator app',
        })}
      />
      <Secret>
        <Trans id="review.enrol.secret">Key:</Trans> <code>{groupedSecret(enrolment.secret)}</code>
      </Secret>
      <Form<CodeForm> onSubmit={onSubmit} validate={validateForm} initialValues={{ code: '' }}>
        {({ handleSubmit, hasValidationErrors, submitting }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormSubmitError />
            <CodeField
              label={<Trans id="review.enrol.code">Code from your authenticator app</Trans>}
              hint={<Trans id="review.enrol.code-hint">Six digits</Trans>}
            />
            <Button type="submit" fullWidth disabled={hasValidationErrors} loading={submitting}>
              <Trans id="review.enrol.submit">Confirm and sign in</Trans>
            </Button>
          </form>
        )}
      </Form>
    </>
  );
}
