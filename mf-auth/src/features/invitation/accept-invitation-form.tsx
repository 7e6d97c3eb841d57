/** Accepting an invitation as a new person: a name, a password with the same rules and live checklist as sign-up,
 *  and the same bot check (solved when sending, each token good for one attempt). Accept invitation stays disabled
 *  until the form is valid and while it is sent. The invited address is the account's email, so none is asked for.
 *  A refusal shows above the fields, focused (an address that already signs in here says so, with Sign in under
 *  the form); a link that died meanwhile is the page's to show. */
import { Trans, useLingui } from '@lingui/react/macro';
import { type Advertiser, hrefs, signInHref } from 'shared-contracts';
import { AcceptInvitationRequestSchema, validate } from 'shared-contracts/api';
import { useShellServices } from 'shell-runtime';
import { useLanguage } from 'shared-ui';
import { apiErrorText } from 'shared-ui/calls';
import { FORM_ERROR, Form, FormSubmitError, FormTextField, useValidateWith } from 'shared-ui/form';
import { Link } from 'react-router';
import { FooterText } from '../../common/auth-card';
import { browserTimeZone } from '../../common/browser-time-zone';
import { NewPasswordAndSubmit, useNewAccountBotCheck } from '../../common/new-account-fields';
import { deadInvitation, useAcceptInvitation, type DeadInvitation } from './use-invitation';

type AcceptValues = { name: string; password: string };

const EMPTY: AcceptValues = { name: '', password: '' };

export type AcceptInvitationFormProps = {
  token: string;
  onJoined(advertiser: Advertiser): void;
  onDead(problem: DeadInvitation): void;
};

export function AcceptInvitationForm({ token, onJoined, onDead }: AcceptInvitationFormProps) {
  const { t } = useLingui();
  const { language } = useShellServices();
  const interfaceLanguage = useLanguage();
  // The form's two fields, checked by the request's own schema (its other fields are optional).
  const validateForm = useValidateWith<AcceptValues>(AcceptInvitationRequestSchema);
  const { botCheck, tokenForAttempt } = useNewAccountBotCheck();
  const { run: accept } = useAcceptInvitation(onJoined);

  async function onSubmit(values: AcceptValues) {
    const form = validate(AcceptInvitationRequestSchema, values);
    if (!form.ok) return undefined;
    const recaptchaToken = await tokenForAttempt();
    if (!recaptchaToken) return undefined;
    const result = await accept({
      token,
      body: {
        name: form.value.name,
        password: form.value.password,
        language: language.current,
        recaptchaToken,
        timeZone: browserTimeZone(),
      },
    });
    if (result.ok) return undefined;
    const dead = deadInvitation(result.error);
    if (dead) {
      onDead(dead);
      return undefined;
    }
    // A new token for the next attempt, as each is good for one only.
    botCheck.prepare();
    return { [FORM_ERROR]: apiErrorText(result.error, interfaceLanguage) };
  }

  return (
    <>
      <Form<AcceptValues> onSubmit={onSubmit} validate={validateForm} initialValues={EMPTY}>
        {({ handleSubmit, hasValidationErrors, submitting }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormSubmitError />
            <FormTextField
              name="name"
              label={t({ id: 'auth.invitation.name', message: 'Your name' })}
              autoComplete="name"
            />
            <NewPasswordAndSubmit
              botCheck={botCheck}
              hasValidationErrors={hasValidationErrors}
              submitting={submitting}
            >
              <Trans id="auth.invitation.accept">Accept invitation</Trans>
            </NewPasswordAndSubmit>
          </form>
        )}
      </Form>
      <FooterText>
        <Trans id="auth.invitation.have-account">Already have an account with this address?</Trans>{' '}
        <Link to={signInHref(hrefs.invitation(token))}>
          <Trans id="auth.invitation.sign-in">Sign in</Trans>
        </Link>
      </FooterText>
    </>
  );
}
