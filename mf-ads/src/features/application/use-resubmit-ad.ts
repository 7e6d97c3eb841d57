/** Sends a rejected ad back to review (SPEC §4 REJECTED → PENDING): uploads the new banner when one was chosen,
 *  then PATCHes the whole ad with status PENDING and the end date recomputed. On success the user sees the
 *  submitted toast on the ad's details; any failure gets the generic toast and the form keeps its values. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { hrefs, translate, useShellServices, type Ad, type AdResubmissionForm } from 'shared-contracts';
import { adKey } from '../../api/get-ad';
import { useUpdateAd } from '../../api/update-ad';
import { useUploadImage } from '../../api/upload-image';
import { resubmissionRequest } from './resubmission-values';

export function useResubmitAd() {
  const { toast, language } = useShellServices();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const uploadImage = useUploadImage();
  const updateAd = useUpdateAd();

  return useCallback(
    async (ad: Ad, form: AdResubmissionForm): Promise<void> => {
      const showUnknownError = () =>
        toast.error(translate('toast-message.failure.unknown', language.current));
      let imageUrl = ad.imageUrl;
      if (form.imageFile) {
        const uploaded = await uploadImage(form.imageFile);
        if (!uploaded.ok) return showUnknownError();
        imageUrl = uploaded.data;
      }
      const updated = await updateAd(
        ad.id,
        resubmissionRequest(ad, form, { imageUrl, language: language.current }),
      );
      if (!updated.ok) return showUnknownError();
      // The details page shows the ad as it is now, not a cached rejected copy.
      await mutate(adKey(ad.id), updated.data, { revalidate: false });
      toast.success(
        translate('toast-message.success.submitted', language.current, { x: 'subject.ad-application' }),
      );
      navigate(hrefs.adDetails(ad.id));
    },
    [toast, language, navigate, mutate, uploadImage, updateAd],
  );
}
