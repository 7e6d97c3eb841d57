/** The plan choice (product.md, Forms and their limits): each plan's label and monthly price, with the link that opens
 *  the plan details. Read-only on the resubmission form, since the plan cannot change after submission (product.md,
 *  Rules shown to advertisers). */
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { PLAN_CATALOGUE, PLANS, formatMoney, type Plan } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { Button, useLocalizedText } from 'shared-ui';
import { RadioGroup, useField, type RadioOption } from 'shared-ui/form';
import { applicationMessages } from './messages';
import { PlanDetailsDialog } from './plan-details-dialog';

export function PlanRadioGroup({ readOnly = false }: { readOnly?: boolean }) {
  const { language } = useShellServices();
  const { i18n } = useLingui();
  const text = useLocalizedText(language.current);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const { input, meta } = useField<Plan>('plan', {
    subscription: { value: true, error: true, touched: true, submitFailed: true },
  });
  const options: RadioOption[] = PLANS.map((plan) => ({
    value: plan,
    label: text(PLAN_CATALOGUE[plan].label),
    description: i18n._({
      ...applicationMessages.pricePerMonth,
      values: {
        price: formatMoney(PLAN_CATALOGUE[plan].monthlyPriceCents, language.current, { trimZeroCents: true }),
      },
    }),
  }));

  return (
    <>
      <RadioGroup
        legend={<Trans id="ads.form.plan">Plan</Trans>}
        name={input.name}
        options={options}
        value={input.value}
        onChange={(value) => input.onChange(value)}
        onBlur={() => input.onBlur()}
        readOnly={readOnly}
        error={(meta.touched || meta.submitFailed) && meta.error}
        language={language.current}
        hint={
          <Button type="button" variant="text" size="sm" onClick={() => setDetailsOpen(true)}>
            <Trans id="ads.form.view-plan-details">View plan details</Trans>
          </Button>
        }
      />
      <PlanDetailsDialog open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </>
  );
}
