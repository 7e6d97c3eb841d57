/** Invite member (decision 0121): the address, the role with what each role may do, and the language of the
 *  invitation mail (the interface language unless chosen otherwise; an address that already signs in here gets it in
 *  its own language). The form checks InviteRequestSchema as the API does; an address already a member or invited
 *  is the server's refusal, shown above the fields in the interface language. */
import { useLingui } from '@lingui/react/macro';
import { ROLES, type InviteRequest, type Language, type Role } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { INVITATION_DAYS, InviteRequestSchema } from 'shared-contracts/api';
import { Select, textIn } from 'shared-ui';
import {
  FORM_ERROR,
  Field,
  Form,
  FormSubmitError,
  FormTextField,
  RadioGroup,
  useValidateWith,
} from 'shared-ui/form';
import { FormDialog } from '../form-dialog';
import { useRoleTexts } from './role-names';
import { useInvite } from './use-members';

type InviteValues = { email: string; role: Role; language: Language };

export type InviteDialogProps = {
  onClose: () => void;
};

export function InviteDialog({ onClose }: InviteDialogProps) {
  const { t } = useLingui();
  const { language } = useShellServices();
  const roles = useRoleTexts();
  const validate = useValidateWith<InviteValues>(InviteRequestSchema);
  const invite = useInvite();
  const days = INVITATION_DAYS;

  async function onSubmit(values: InviteValues) {
    const body: InviteRequest = { email: values.email.trim(), role: values.role, language: values.language };
    const result = await invite.run(body);
    if (result.ok) {
      onClose();
      return undefined;
    }
    if (result.error.code === 'ALREADY_MEMBER')
      return { [FORM_ERROR]: textIn(result.error.message, language.current) };
    return undefined;
  }

  return (
    <Form<InviteValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={{ email: '', role: 'viewer', language: language.current }}
    >
      {({ handleSubmit, hasValidationErrors, submitting }) => (
        <FormDialog
          title={t({ id: 'account.members.invite.title', message: 'Invite a member' })}
          submitLabel={t({ id: 'account.members.invite.submit', message: 'Send invitation' })}
          onClose={onClose}
          onSubmit={handleSubmit}
          submitting={submitting}
          invalid={hasValidationErrors}
        >
          <FormSubmitError />
          <FormTextField
            name="email"
            type="email"
            label={t({ id: 'account.members.invite.email', message: 'Email address' })}
            hint={t({
              id: 'account.members.invite.email-hint',
              message: `We will email a link to join this account. It works for ${days} days.`,
            })}
            autoComplete="off"
            inputMode="email"
          />
          <Field<Role> name="role">
            {({ input }) => (
              <RadioGroup
                legend={t({ id: 'account.members.invite.role', message: 'Role' })}
                name={input.name}
                value={input.value}
                onChange={(value) => input.onChange(value)}
                disabled={submitting}
                options={ROLES.map((role) => ({
                  value: role,
                  label: roles.name(role),
                  description: roles.description(role),
                }))}
              />
            )}
          </Field>
          <Field<Language> name="language">
            {({ input }) => (
              <Select
                label={t({
                  id: 'account.members.invite.language',
                  message: 'Language of the invitation email',
                })}
                name={input.name}
                value={input.value}
                onChange={(event) => input.onChange(event.currentTarget.value)}
                disabled={submitting}
                options={[
                  { value: 'en', label: t({ id: 'account.members.invite.language-en', message: 'English' }) },
                  {
                    value: 'ja',
                    label: t({ id: 'account.members.invite.language-ja', message: 'Japanese' }),
                  },
                ]}
              />
            )}
          </Field>
        </FormDialog>
      )}
    </Form>
  );
}
