/** The add/change name dialog (SPEC §2, §5): one name field checked on every change with ChangeNameSchema; Save
 *  stays disabled until the name is valid and shows a spinner while it is being sent. */
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChangeNameSchema, type ChangeNameInput } from 'shared-contracts';
import { Button, Dialog, Field, Form, TextField, useValidateWith } from 'shared-ui';
import { keepEmpty } from './keep-empty';
import { useChangeName } from './use-change-name';

export type ChangeNameDialogProps = {
  currentName: string | null;
  onClose: () => void;
};

export function ChangeNameDialog({ currentName, onClose }: ChangeNameDialogProps) {
  const { t } = useLingui();
  const formId = useId();
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
        <Dialog
          open
          onClose={onClose}
          dismissible={!submitting}
          hideCloseButton
          title={
            adding
              ? t({ id: 'account.name-dialog.add-title', message: 'Add your name' })
              : t({ id: 'account.name-dialog.change-title', message: 'Change your name' })
          }
          actions={
            <>
              <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
                <Trans id="account.dialog.cancel">Cancel</Trans>
              </Button>
              <Button type="submit" form={formId} disabled={invalid} loading={submitting}>
                <Trans id="account.dialog.save">Save</Trans>
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate>
            <Field<string> name="name" parse={keepEmpty}>
              {({ input, meta }) => (
                <TextField
                  {...input}
                  label={t({ id: 'account.name-dialog.label', message: 'Name' })}
                  autoComplete="name"
                  readOnly={submitting}
                  error={(meta.touched || meta.modified) && meta.error}
                />
              )}
            </Field>
          </form>
        </Dialog>
      )}
    </Form>
  );
}
