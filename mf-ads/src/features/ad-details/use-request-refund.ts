/** Request refund on a rejected ad (product.md, Rules shown to advertisers: "A rejected ad can be … refunded"): POST
 *  the request, put the answered ad (now REFUNDED) in the cache and confirm with a toast; a refusal gets the mutation
 *  helper's toast. */
import { useLingui } from '@lingui/react/macro';
import { type Ad } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useSWRConfig } from 'shared-ui/data';
import { useApiMutation } from 'shared-ui/calls';
import { adKey } from '../../common/use-ad';

export function useRequestRefund() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const { run, isSending } = useApiMutation((ad: Ad) => api.ads.requestRefund(ad.id), {
    onSuccess: async (answer, ad) => {
      await mutate(adKey(ad.id), answer.ad, { revalidate: false });
    },
    successToast: () => t({ id: 'ads.refund.done', message: 'Your refund is on its way.' }),
  });

  const request = async (ad: Ad): Promise<boolean> => (await run(ad)).ok;
  return { request, pending: isSending };
}
