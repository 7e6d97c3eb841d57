/** Rejecting an ad asks why (issue 12): a dialog with the required reason, which the advertiser reads in the
 *  rejection mail. "Reject ad" stays disabled until a reason is typed, is busy while sending, and the dialog cannot
 *  be dismissed meanwhile; it closes once the rejection went through. */
import { useId } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language, RejectedCreatives, RejectRequest } from 'shared-contracts';
import { RejectRequestSchema } from 'shared-contracts/api';
import { Button, Select } from 'shared-ui';
import { Dialog, Field, Form, FormTextAreaField, useValidateWith } from 'shared-ui/form';

const LanguageNote = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.infoSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export type RejectDialogProps = {
  title: string;
  /** The language the advertiser reads mails in: the reason should be written in it. */
  advertiserLanguage: Language;
  /** The ad has a banner and title in each language: the dialog asks which the rejection is about. */
  twoCreatives?: boolean;
  onClose: () => void;
  /** Resolves true when the ad was rejected (the dialog then closes itself through onClose). */
  onReject: (reason: string, reasonLanguage: Language, creatives?: RejectedCreatives) => Promise<boolean>;
};

export function RejectDialog({
  title,
  advertiserLanguage,
  twoCreatives = false,
  onClose,
  onReject,
}: RejectDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const validate = useValidateWith<RejectRequest>(RejectRequestSchema);
  const languageNames: Record<Language, string> = {
    en: t({ id: 'review.reject.language.en', message: 'English' }),
    ja: t({ id: 'review.reject.language.ja', message: 'Japanese' }),
  };
  const advertiserLanguageName = languageNames[advertiserLanguage];

  const creativeNames: Record<RejectedCreatives, string> = {
    both: t({ id: 'review.reject.creatives.both', message: 'Both creatives (English and Japanese)' }),
    en: t({ id: 'review.reject.creatives.en', message: 'The English creative' }),
    ja: t({ id: 'review.reject.creatives.ja', message: 'The Japanese creative' }),
  };

  async function onSubmit({ reason, reasonLanguage, creatives }: RejectRequest) {
    const named = twoCreatives ? (creatives ?? 'both') : undefined;
    if (await onReject(reason.trim(), reasonLanguage ?? advertiserLanguage, named)) onClose();
  }

  return (
    <Form<RejectRequest>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={{
        reason: '',
        reasonLanguage: advertiserLanguage,
        ...(twoCreatives ? { creatives: 'both' as const } : {}),
      }}
    >
      {({ handleSubmit, invalid, submitting }) => (
        <Dialog
          open
          onClose={onClose}
          dismissible={!submitting}
          hideCloseButton
          title={t({ id: 'review.reject.title', message: `Reject “${title}”` })}
          actions={
            <>
              <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
                <Trans id="review.dialog.cancel">Cancel</Trans>
              </Button>
              <Button type="submit" form={formId} variant="danger" disabled={invalid} loading={submitting}>
                <Trans id="review.reject.submit">Reject ad</Trans>
              </Button>
            </>
          }
        >
          <form id={formId} noValidate onSubmit={(event) => void handleSubmit(event)}>
            <LanguageNote>
              <Trans id="review.reject.advertiser-language">
                The advertiser reads {advertiserLanguageName}. Please write the reason in{' '}
                {advertiserLanguageName}.
              </Trans>
            </LanguageNote>
            <FormTextAreaField
              name="reason"
              label={t({ id: 'review.reject.reason', message: 'Reason for the advertiser' })}
              hint={t({
                id: 'review.reject.reason-hint',
                message: 'The advertiser reads it in the rejection email, so say what to change.',
              })}
              rows={4}
              data-autofocus
            />
            <Field<string> name="reasonLanguage">
              {({ input }) => (
                <Select
                  label={t({ id: 'review.reject.reason-language', message: 'Language of the reason' })}
                  name={input.name}
                  value={input.value}
                  onChange={(event) => input.onChange(event.target.value)}
                  options={(['en', 'ja'] as const).map((value) => ({ value, label: languageNames[value] }))}
                />
              )}
            </Field>
            {twoCreatives ? (
              <Field<RejectedCreatives> name="creatives">
                {({ input }) => (
                  <Select
                    label={t({ id: 'review.reject.creatives', message: 'Which creative is rejected' })}
                    name={input.name}
                    value={input.value}
                    onChange={(event) => input.onChange(event.target.value)}
                    options={(['both', 'en', 'ja'] as const).map((value) => ({
                      value,
                      label: creativeNames[value],
                    }))}
                  />
                )}
              </Field>
            ) : null}
          </form>
        </Dialog>
      )}
    </Form>
  );
}
