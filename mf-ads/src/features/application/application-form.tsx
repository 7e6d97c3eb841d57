/** The ad application form (SPEC §2 field order, §5 rules checked on every change): name and country only when
 *  the account lacks them, the banner, title, link, plan, start date, duration, then the price and the submit
 *  button, which is busy while the application is being sent. */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import {
  createAdApplicationFormSchema,
  todayUtc,
  validate,
  type AdApplicationForm,
  type Advertiser,
} from 'shared-contracts';
import { Button, Field, Form, TextField, useValidateWith } from 'shared-ui';
import { visibleError } from '../../common/field-meta';
import { focusFirstInvalid } from '../../common/focus-first-invalid';
import {
  initialApplicationValues,
  needsCountry,
  needsName,
  type ApplicationValues,
} from './application-values';
import { CountryFields } from './country-fields';
import { DurationSelect } from './duration-select';
import { ImageUploadField } from './image-upload-field';
import { OrderSummary } from './order-summary';
import { PlanRadioGroup } from './plan-radio-group';
import { StartDateField } from './start-date-field';
import { TitleAndLinkFields } from './title-and-link-fields';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export type ApplicationFormProps = {
  advertiser: Advertiser;
  onSubmit: (form: AdApplicationForm) => Promise<void>;
  /** True while the browser is leaving for the checkout. */
  busy: boolean;
};

export function ApplicationForm({ advertiser, onSubmit, busy }: ApplicationFormProps) {
  const askName = needsName(advertiser);
  const askCountry = needsCountry(advertiser);
  const schema = useMemo(() => createAdApplicationFormSchema({ nameRequired: askName }), [askName]);
  const validateForm = useValidateWith<ApplicationValues>(schema);
  // Fixed for the life of the form: final-form would reset every field if its initial values changed.
  const [today] = useState(todayUtc);
  const [initialValues] = useState(() => initialApplicationValues(advertiser, today));

  async function submit(values: ApplicationValues) {
    const parsed = validate(schema, values);
    // Final-form calls onSubmit only when validateForm found nothing, so this holds; it narrows the types.
    if (parsed.ok) await onSubmit(parsed.value);
  }

  return (
    <Form<ApplicationValues>
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
          {askName ? (
            <Field<string> name="name">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  label={<Trans id="ads.form.full-name">Full name</Trans>}
                  autoComplete="name"
                  error={visibleError(meta)}
                />
              )}
            </Field>
          ) : null}
          <ImageUploadField invalidType="toast" />
          <TitleAndLinkFields />
          <PlanRadioGroup />
          <StartDateField today={today} />
          <DurationSelect />
          {askCountry ? <CountryFields /> : null}
          <OrderSummary />
          <Actions>
            <Button type="submit" size="lg" loading={submitting || busy}>
              <Trans id="ads.application.submit">Submit and go to payment</Trans>
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
