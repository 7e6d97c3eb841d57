/** The operator's moves on an ad (POST /review/ads/:id/{approve,reject,end,refund}), through the one mutation
 *  helper: busy while sending, a toast naming the ad after success, and after a refusal the portal's error toast,
 *  except a 409 (another operator or the CLI moved the ad first), which says so. Either way the caller's onSettled
 *  reloads what the page shows; a 404 asks for the session again (it may have expired). */
import { useLingui } from '@lingui/react/macro';
import { type ApiResult, type Language, type RejectedCreatives, type ReviewAdAnswer } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useApiMutation } from 'shared-ui/calls';
import { useRecheckSessionOnNotFound } from '../operator-session/use-operator-session';

export type ReviewMove = 'approve' | 'reject' | 'end' | 'refund';

export type MoveInput = {
  id: number;
  title: string;
  reason?: string;
  reasonLanguage?: Language;
  /** Which creative a rejection is about, for an ad with a banner and title in each language. */
  creatives?: RejectedCreatives;
};

export function useReviewMove(
  move: ReviewMove,
  onSettled: (result: ApiResult<ReviewAdAnswer>, input: MoveInput) => void | Promise<void>,
) {
  const { t } = useLingui();
  const { api } = useShellServices();
  const recheck = useRecheckSessionOnNotFound();

  const successTexts: Record<ReviewMove, (title: string) => string> = {
    approve: (title) =>
      t({
        id: 'review.toast.approved',
        message: `“${title}” was approved. The advertiser has been emailed.`,
      }),
    reject: (title) =>
      t({
        id: 'review.toast.rejected',
        message: `“${title}” was rejected. The advertiser has been emailed.`,
      }),
    end: (title) => t({ id: 'review.toast.ended', message: `“${title}” was ended.` }),
    refund: (title) => t({ id: 'review.toast.refunded', message: `“${title}” was refunded.` }),
  };

  const mutation = useApiMutation(
    ({ id, reason, reasonLanguage, creatives }: MoveInput) => {
      if (move === 'reject')
        return api.review.reject(id, {
          reason: reason ?? '',
          ...(reasonLanguage ? { reasonLanguage } : {}),
          ...(creatives ? { creatives } : {}),
        });
      if (move === 'approve') return api.review.approve(id);
      if (move === 'end') return api.review.end(id);
      return api.review.refund(id);
    },
    {
      successToast: (_answer, { title }) => successTexts[move](title),
      errorToast: (error) =>
        error.status === 409
          ? t({
              id: 'review.toast.conflict',
              message: 'This ad has changed since the page was loaded. The page now shows it as it is.',
            })
          : undefined,
    },
  );

  return {
    isSending: mutation.isSending,
    run: async (input: MoveInput) => {
      const result = await mutation.run(input);
      if (!result.ok) recheck(result.error);
      await onSettled(result, input);
      return result;
    },
  };
}
