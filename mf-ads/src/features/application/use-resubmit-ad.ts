/** Sends a rejected ad back to review (product.md, Ad statuses: REJECTED → PENDING): uploads the new banner when one
 *  was chosen, then PATCHes the whole ad with status PENDING and the end date recomputed. On success the user sees the
 *  submitted toast on the ad's details; a failure gets the error toast and the form keeps its values. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hrefs, type Ad, type AdResubmissionForm } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useSWRConfig } from 'shared-ui/data';
import { useApiMutation } from 'shared-ui/calls';
import { adKey } from '../../common/use-ad';
import { resubmissionRequest } from './resubmission-values';
import { uploadBanner } from './upload-banner';

type Resubmission = { ad: Ad; form: AdResubmissionForm };

export function useResubmitAd() {
  const { api, language } = useShellServices();
  const text = useContractText();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { run } = useApiMutation(
    async ({ ad, form }: Resubmission) => {
      let imageUrl = ad.imageUrl;
      if (form.imageFile) {
        const uploaded = await uploadBanner(api, form.imageFile);
        if (!uploaded.ok) return uploaded;
        imageUrl = uploaded.data;
      }
      // The banner in the other language: a new file is uploaded like the first; otherwise the current one stays.
      let secondImageUrl = form.secondCreative ? (ad.secondCreative?.imageUrl ?? null) : null;
      if (form.secondCreative && form.secondImageFile) {
        const uploaded = await uploadBanner(api, form.secondImageFile);
        if (!uploaded.ok) return uploaded;
        secondImageUrl = uploaded.data;
      }
      return api.ads.update(
        ad.id,
        resubmissionRequest(ad, form, { imageUrl, language: language.current, secondImageUrl }),
      );
    },
    {
      // The details page shows the ad as it is now, not a cached rejected copy.
      onSuccess: async (updated, { ad }) => {
        await mutate(adKey(ad.id), updated, { revalidate: false });
      },
      successToast: () => text('toast-message.success.submitted', { x: 'subject.ad-application' }),
    },
  );

  return useCallback(
    async (ad: Ad, form: AdResubmissionForm): Promise<void> => {
      if ((await run({ ad, form })).ok) navigate(hrefs.adDetails(ad.id));
    },
    [run, navigate],
  );
}
