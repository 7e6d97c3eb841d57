/** The set-password link's calls (decision 0038): POST /operator-auth/link-check first, which says whether the link
 *  still works and spends nothing, then POST /operator-auth/password with the link's token and
 *  the new password, which answers the authenticator to enrol (a new secret on every call, the token not spent
 *  yet), then POST /operator-auth/enrol with the token and the app's first code, which spends the token and signs
 *  the operator in. Refusals are shown in the form, so neither shows a toast. */
import { useLingui } from '@lingui/react/macro';
import { type ApiError, type EnrolOperatorRequest, type SetOperatorPasswordRequest } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useLanguage } from 'shared-ui';
import { apiErrorText, isExplainedRefusal, useApiMutation } from 'shared-ui/calls';
import { useApiRead } from 'shared-ui/data';
import { ENDPOINTS } from 'shared-contracts/api';
import { useSetOperatorSession } from '../operator-session/use-operator-session';

type LinkKey = readonly [string, string];

/** Whether the link still works, asked once as the page opens: a refusal is an answer (the link is dead), so it is
 *  not retried, nor asked again when the window regains focus. */
export function useOperatorLinkCheck(token: string) {
  const { api } = useShellServices();
  return useApiRead(
    [ENDPOINTS.operatorAuth.checkLink.path, token] as LinkKey,
    ([, linkToken]: LinkKey) => api.operatorAuth.checkLink({ token: linkToken }),
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

/** A link that expired, was used or was never sent: nothing the operator can do but ask for a new one. */
export function isDeadOperatorLink({ status, code }: ApiError): boolean {
  return status === 401 || status === 403 || status === 404 || code.startsWith('TOKEN_');
}

export function useSetOperatorPassword() {
  const { api } = useShellServices();
  return useApiMutation((body: SetOperatorPasswordRequest) => api.operatorAuth.setPassword(body), {
    errorToast: false,
  });
}

export function useEnrolOperator() {
  const { api } = useShellServices();
  const { t } = useLingui();
  const setSession = useSetOperatorSession();
  return useApiMutation((body: EnrolOperatorRequest) => api.operatorAuth.enrol(body), {
    onSuccess: async (answer) => {
      await setSession({ operator: answer.operator });
    },
    successToast: t({
      id: 'review.enrol.done',
      message: 'Your authenticator is set up. Welcome to the review desk.',
    }),
    errorToast: false,
  });
}

/** What a refused link call tells the operator: what to do about a wrong first code, the server's words for a
 *  refusal it explains (a weak password, a used link), that the link no longer works for a dead one, else the
 *  portal's generic text. */
export function useLinkErrorText(): (error: ApiError) => string {
  const { t } = useLingui();
  const language = useLanguage();
  return (error) => {
    if (error.status === 400 && error.fields?.code)
      return t({
        id: 'review.enrol.wrong-code',
        message:
          'The code is not correct or has expired. Check that your phone’s clock is right, then type the code the app shows now.',
      });
    if (isExplainedRefusal(error)) return apiErrorText(error, language);
    if (error.status === 401 || error.status === 404 || error.code.startsWith('TOKEN_'))
      return t({
        id: 'review.set-password.dead-link',
        message: 'This link has expired or has already been used. Ask for a new one to be sent to you.',
      });
    return apiErrorText(error, language);
  };
}
