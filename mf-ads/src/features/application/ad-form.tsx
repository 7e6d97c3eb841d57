/** The one ad form frame (product.md, Forms and their limits: field order and rules checked on every change) behind
 *  both the application and the resubmission: name (when asked), banner, title, link, campaign tags, plan, start date,
 *  duration, country (when asked), the price (when shown) and the submit button, busy while it is sent. What differs
 *  between the two is in the props. */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { validate } from 'shared-contracts/api';
import { Button } from 'shared-ui';
import { Field, Form, TextField, useValidateWith } from 'shared-ui/form';
import type * as v from 'valibot';
import { visibleError } from '../../common/field-meta';
import { focusFirstInvalid } from '../../common/focus-first-invalid';
import { CampaignTagsField } from './campaign-tags-field';
import { BillingTo, CountryFields } from './country-fields';
import { DurationSelect } from './duration-select';
import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';
import { OrderSummary } from './order-summary';
import { PlanRadioGroup } from './plan-radio-group';
import { SecondCreativeFields, type SecondCreativeFieldsProps } from './second-creative-fields';
import { StartDateField } from './start-date-field';
import { TitleAndLinkFields } from './title-and-link-fields';
import { WeeklyResultsField } from './weekly-results-field';
import { Temporal, todayUtc } from 'shared-contracts/dates';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export type AdFormProps<Values extends object, Output> = {
  /** The form's rules; a valid form is parsed with them into what onSubmit receives. */
  schema: v.GenericSchema<unknown, Output>;
  /** The values the form starts with, given today's date (UTC). */
  initialValues: (today: Temporal.PlainDate) => Values;
  onSubmit: (form: Output) => Promise<void>;
  submitLabel: ReactNode;
  /** True while the browser is leaving the page after a submit (e.g. for the checkout). */
  busy?: boolean;
  /** The applicant's name, asked when the account lacks it. */
  askName?: boolean;
  /** The country (and Canadian province), asked when the account lacks a usable one. */
  askCountry?: boolean;
  /** The price of the chosen plan and duration, shown before paying. */
  showPrice?: boolean;
  /** The plan and duration are shown but cannot be changed (resubmission). */
  planFixed?: boolean;
  image: ImageUploadFieldProps;
  /** The start-date window when it is not the application's (a run again). */
  startWindow?: { earliest: Temporal.PlainDate; latest: Temporal.PlainDate } | undefined;
  /** The last step's weekly results checkbox (the application). */
  askWeeklyResults?: boolean;
  /** The optional banner and title in the other language. */
  secondCreative: SecondCreativeFieldsProps;
};

export function AdForm<Values extends object, Output>({
  schema,
  initialValues: startValues,
  onSubmit,
  submitLabel,
  busy = false,
  askName = false,
  askCountry = false,
  showPrice = false,
  planFixed = false,
  image,
  startWindow,
  askWeeklyResults = false,
  secondCreative,
}: AdFormProps<Values, Output>) {
  const validateForm = useValidateWith<Values>(schema);
  // Fixed for the life of the form: final-form would reset every field if its initial values changed.
  const [today] = useState(todayUtc);
  const [initialValues] = useState(() => startValues(today));

  async function submit(values: Values) {
    const parsed = validate(schema, values);
    // Final-form calls onSubmit only when validateForm found nothing, so this holds; it narrows the types.
    if (parsed.ok) await onSubmit(parsed.value);
  }

  return (
    <Form<Values>
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
          <ImageUploadField {...image} />
          <TitleAndLinkFields />
          <CampaignTagsField />
          <SecondCreativeFields {...secondCreative} />
          <PlanRadioGroup readOnly={planFixed} />
          <StartDateField today={today} window={startWindow} />
          <DurationSelect disabled={planFixed} />
          {askCountry ? <CountryFields /> : showPrice ? <BillingTo /> : null}
          {showPrice ? <OrderSummary /> : null}
          {askWeeklyResults ? <WeeklyResultsField /> : null}
          <Actions>
            <Button type="submit" size="lg" loading={submitting || busy}>
              {submitLabel}
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
