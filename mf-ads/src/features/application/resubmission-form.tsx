/** The resubmission form (SPEC §2 "Resubmit", §5): an optional new banner, title, link, the plan and duration
 *  shown but fixed, and a start date after today; Apply is busy while it is sent. */
import { useState } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import {
  AdResubmissionFormSchema,
  todayUtc,
  validate,
  type Ad,
  type AdResubmissionForm,
} from 'shared-contracts';
import { Button, Form, useValidateWith } from 'shared-ui';
import { focusFirstInvalid } from '../../common/focus-first-invalid';
import { DurationSelect } from './duration-select';
import { ImageUploadField } from './image-upload-field';
import { PlanRadioGroup } from './plan-radio-group';
import { initialResubmissionValues, type ResubmissionValues } from './resubmission-values';
import { StartDateField } from './start-date-field';
import { TitleAndLinkFields } from './title-and-link-fields';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export type ResubmissionFormProps = {
  ad: Ad;
  onSubmit: (form: AdResubmissionForm) => Promise<void>;
};

export function ResubmissionForm({ ad, onSubmit }: ResubmissionFormProps) {
  const validateForm = useValidateWith<ResubmissionValues>(AdResubmissionFormSchema);
  // Fixed for the life of the form: final-form would reset every field if its initial values changed.
  const [today] = useState(todayUtc);
  const [initialValues] = useState(() => initialResubmissionValues(ad, today));

  async function submit(values: ResubmissionValues) {
    const parsed = validate(AdResubmissionFormSchema, values);
    // Final-form calls onSubmit only when validateForm found nothing, so this holds; it narrows the types.
    if (parsed.ok) await onSubmit(parsed.value);
  }

  return (
    <Form<ResubmissionValues>
      onSubmit={submit}
      validate={validateForm}
      initialValues={initialValues}
      // Each field subscribes to its own state; the form itself re-renders only when sending starts or ends.
      subscription={{ submitting: true }}
    >
      {({ handleSubmit, submitting, form }) => (
        <form
          noValidate
          onSubmit={(event) => {
            const element = event.currentTarget;
            void handleSubmit(event);
            // Validation is synchronous: refused values are known as soon as the submit returns.
            if (form.getState().hasValidationErrors) focusFirstInvalid(element);
          }}
        >
          <ImageUploadField invalidType="field-error" currentImageUrl={ad.imageUrl} />
          <TitleAndLinkFields />
          <PlanRadioGroup readOnly />
          <StartDateField today={today} />
          <DurationSelect disabled />
          <Actions>
            <Button type="submit" size="lg" loading={submitting}>
              <Trans id="ads.resubmit.apply">Apply</Trans>
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
