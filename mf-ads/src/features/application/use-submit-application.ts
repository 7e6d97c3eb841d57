/** The submission order of SPEC §4: upload the banner, create the ad UNPAID, open a checkout, then send the
 *  browser to it. A failed upload or creation leaves nothing behind for the user (generic toast, form kept). A
 *  failed checkout is only logged (SPEC §8); the ad then exists unpaid, so the user is told so and taken to its
 *  details page, where Retry payment opens a new checkout, instead of being left to submit a second copy. */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react';
import {
  hrefs,
  translate,
  useShellServices,
  type AdApplicationForm,
  type Advertiser,
} from 'shared-contracts';
import { useCreateAd } from '../../api/create-ad';
import { useCreateCheckout } from '../../api/create-checkout';
import { useUploadImage } from '../../api/upload-image';
import { useGoToExternal } from '../../common/external-navigation';
import { createAdRequest } from './application-values';
import { applicationMessages } from './messages';

export function useSubmitApplication() {
  const { toast, language } = useShellServices();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const uploadImage = useUploadImage();
  const createAd = useCreateAd();
  const createCheckout = useCreateCheckout();
  const goToExternal = useGoToExternal();
  // True once the browser is on its way to the checkout: the button stays busy so nothing is sent twice.
  const [leaving, setLeaving] = useState(false);

  const submit = useCallback(
    async (form: AdApplicationForm, advertiser: Advertiser): Promise<void> => {
      const showUnknownError = () =>
        toast.error(translate('toast-message.failure.unknown', language.current));
      const uploaded = await uploadImage(form.imageFile);
      if (!uploaded.ok) return showUnknownError();
      const created = await createAd(
        createAdRequest(form, { advertiser, imageUrl: uploaded.data, language: language.current }),
      );
      if (!created.ok) return showUnknownError();

      const checkout = await createCheckout({
        plan: form.plan,
        duration: form.duration,
        userId: advertiser.id,
        adId: created.data.id,
      });
      if (checkout.ok && goToExternal(checkout.data)) {
        setLeaving(true);
        return;
      }
      console.error(
        'The checkout for ad %d could not be opened',
        created.data.id,
        checkout.ok ? checkout.data : checkout.error,
      );
      toast.info(i18n._(applicationMessages.savedUnpaid));
      navigate(hrefs.adDetails(created.data.id));
    },
    [toast, language, i18n, navigate, uploadImage, createAd, createCheckout, goToExternal],
  );

  return { submit, leaving };
}
