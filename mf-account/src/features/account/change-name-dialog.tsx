/** The add/change name dialog (product.md, Pages; Forms and their limits): one name field checked on every change with
 *  ChangeNameSchema; Save stays disabled until the name is valid and shows a spinner while it is being sent. */
import { useLingui } from '@lingui/react/macro';
import { type ChangeNameInput } from 'shared-contracts';
import { ChangeNameSchema } from 'shared-contracts/api';
import { Form, FormTextField, useValidateWith } from 'shared-ui/form';
import { FormDialog } from './form-dialog';
import { useChangeName } from './use-change-name';

export type ChangeNameDialogProps = {
  currentName: string | null;
  onClose: () => void;
};

export function ChangeNameDialog({ currentName, onClose }: ChangeNameDialogProps) {
  const { t } = useLingui();
  const validate = useValidateWith<ChangeNameInput>(ChangeNameSchema);
  const changeName = useChangeName();
  const adding = !currentName;

  async function onSubmit(values: ChangeNameInput) {
    if (await changeName(values, { adding })) onClose();
  }

  return (
    <Form<ChangeNameInput>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={{ name: currentName ?? '' }}
    >
      {({ handleSubmit, invalid, submitting }) => (
        <FormDialog
          title={
            adding
              ? t({ id: 'account.name-dialog.add-title', message: 'Add your name' })
              : t({ id: 'account.name-dialog.change-title', message: 'Change your name' })
          }
          onClose={onClose}
          onSubmit={handleSubmit}
          submitting={submitting}
          invalid={invalid}
        >
          <FormTextField
            name="name"
            label={t({ id: 'account.name-dialog.label', message: 'Name' })}
            autoComplete="name"
          />
        </FormDialog>
      )}
    </Form>
  );
}
