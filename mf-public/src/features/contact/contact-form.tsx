/** The contact form (product.md, Pages; Forms and their limits): name, email and a six-row message, each checked on
 *  every change against the shared ContactFormSchema and counted against its limit. Submit stays disabled while the
 *  form is invalid or being sent, and while the bot check cannot be loaded (the notice above Submit says so and tries
 *  again); a sent message clears the form, a failed one keeps what was typed. A signed-in advertiser finds name and
 *  email filled in from the session. */
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_ROWS,
  CONTACT_NAME_MAX_LENGTH,
  type ContactFormInput,
} from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ContactFormSchema } from 'shared-contracts/api';
import { Button } from 'shared-ui';
import { BotCheckNotice, useBotCheckToken } from 'shared-ui/bot-check';
import { Form, FormTextAreaField, FormTextField, useValidateWith, type FormApi } from 'shared-ui/form';
import { CharacterCount } from './character-count';
import { useSubmitContact } from './use-submit-contact';

/** A signed-in advertiser starts with their name and email filled in (still editable); a visitor with blanks. */
function useInitialValues(): ContactFormInput {
  const { advertiser } = useShellServices().session.useSession();
  const name = advertiser?.name ?? '';
  const email = advertiser?.email ?? '';
  return useMemo(() => ({ name, email, message: '' }), [name, email]);
}

export type ContactFormProps = {
  /** Called once a message has been accepted by the server (the form is already cleared). */
  onSent(): void;
  /** Called when a new submission starts, so an earlier confirmation can go. */
  onSubmitting(): void;
};

export function ContactForm({ onSent, onSubmitting }: ContactFormProps) {
  const { t } = useLingui();
  const validate = useValidateWith<ContactFormInput>(ContactFormSchema);
  const initialValues = useInitialValues();
  const botCheck = useBotCheckToken('contact');
  const submitContact = useSubmitContact(botCheck);

  async function onSubmit(values: ContactFormInput, form: FormApi<ContactFormInput>) {
    onSubmitting();
    if ((await submitContact(values)) !== 'sent') return;
    form.restart();
    onSent();
  }

  return (
    <Form<ContactFormInput> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, invalid, submitting }) => (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <FormTextField
            name="name"
            label={t({ id: 'public.contact.field.name', message: 'Name' })}
            hint={<CharacterCount name="name" max={CONTACT_NAME_MAX_LENGTH} />}
            autoComplete="name"
          />
          <FormTextField
            name="email"
            type="email"
            label={t({ id: 'public.contact.field.email', message: 'Email' })}
            hint={<CharacterCount name="email" max={CONTACT_EMAIL_MAX_LENGTH} />}
            autoComplete="email"
          />
          <FormTextAreaField
            name="message"
            rows={CONTACT_MESSAGE_ROWS}
            label={t({ id: 'public.contact.field.message', message: 'Message' })}
            hint={<CharacterCount name="message" max={CONTACT_MESSAGE_MAX_LENGTH} />}
          />
          <BotCheckNotice botCheck={botCheck} />
          <Button type="submit" disabled={invalid || botCheck.state.status === 'failed'} loading={submitting}>
            <Trans id="public.contact.submit">Submit</Trans>
          </Button>
        </form>
      )}
    </Form>
  );
}
