/** The order of sending (product.md, Forms and their limits): upload the banner, create the ad UNPAID, open a checkout,
 *  then send the browser to it. A failed upload or creation leaves nothing behind for the user (error toast, form
 *  kept). A failed checkout is only logged (decision 0008); the ad then exists unpaid, so the user is told so and taken
 *  to its details page, where Retry payment opens a new checkout, instead of being left to submit a second copy. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react';
import { hrefs, type AdApplicationForm, type Advertiser, type ApiResult } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useApiMutation } from 'shared-ui/calls';
import { useOpenCheckout } from '../../common/use-open-checkout';
import { createAdRequest, creativeLanguageOf, type RunAgainOf } from './application-values';
import { applicationMessages } from './messages';
import { uploadBanner } from './upload-banner';

type Application = { form: AdApplicationForm; advertiser: Advertiser; previous?: RunAgainOf | undefined };

export function useSubmitApplication() {
  const { api, toast, language } = useShellServices();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const checkout = useOpenCheckout({ errorToast: false });
  const { run: createAd } = useApiMutation(async ({ form, advertiser, previous }: Application) => {
    // A run again keeps the earlier ad's banner unless another file was chosen; the server checks it is theirs.
    const uploaded: ApiResult<string> =
      form.imageFile === null && previous
        ? { ok: true, data: previous.imageUrl }
        : await uploadBanner(api, form.imageFile ?? new File([], ''));
    if (!uploaded.ok) return uploaded;
    // The banner in the other language goes through the same upload and checks; a run again keeps the earlier one.
    let secondImageUrl: string | null = null;
    if (form.secondCreative) {
      const kept = previous?.secondCreative?.imageUrl ?? null;
      if (form.secondImageFile) {
        const second = await uploadBanner(api, form.secondImageFile);
        if (!second.ok) return second;
        secondImageUrl = second.data;
      } else secondImageUrl = kept;
    }
    return api.ads.create(
      createAdRequest(form, {
        advertiser,
        imageUrl: uploaded.data,
        language: language.current,
        creativeLanguage: form.creativeLanguage ?? creativeLanguageOf(previous, language.current),
        secondImageUrl,
        ...(previous ? { previousAdId: previous.id } : {}),
      }),
    );
  });
  const { open: openCheckout } = checkout;

  const submit = useCallback(
    async (form: AdApplicationForm, advertiser: Advertiser, previous?: RunAgainOf): Promise<void> => {
      const created = await createAd({ form, advertiser, previous });
      if (!created.ok) return;
      const order = {
        plan: form.plan,
        duration: form.duration,
        userId: advertiser.id,
        adId: created.data.id,
      };
      if (await openCheckout(order)) return;
      toast.info(i18n._(applicationMessages.savedUnpaid));
      navigate(hrefs.adDetails(created.data.id));
    },
    [toast, i18n, navigate, createAd, openCheckout],
  );

  return { submit, leaving: checkout.leaving };
}
