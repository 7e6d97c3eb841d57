/** What pressing Submit on the contact form does (product.md, Forms and their limits, Messages; the endpoint table):
 *  take the bot-check token of the form's useBotCheckToken (none: a bot-check failure toast and nothing is sent), then
 *  POST /enquiries?origin=ads with the normalised enquiry, and the contact thank-you toast or useApiMutation's error
 *  toast. Each token is good for one message, so the next one is prepared either way. */
import { useCallback } from 'react';
import { type ContactFormInput, type EnquiryQuery, type EnquiryRequest } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ContactFormSchema, validate } from 'shared-contracts/api';
import { useContractText } from 'shared-ui/calls';
import { type BotCheckToken } from 'shared-ui/bot-check';
import { useApiMutation } from 'shared-ui/calls';

export type ContactOutcome = 'sent' | 'bot-check-failed' | 'failed';

/** This portal's enquiries are always about advertising; the operator's inbox also receives other products'. */
const QUERY: EnquiryQuery = { origin: 'ads' };

export function useSubmitContact(
  botCheck: Pick<BotCheckToken, 'prepare' | 'takeToken'>,
): (input: ContactFormInput) => Promise<ContactOutcome> {
  const { api, toast } = useShellServices();
  const text = useContractText();
  const { prepare, takeToken } = botCheck;
  const { run: sendEnquiry } = useApiMutation(
    (enquiry: EnquiryRequest) => api.enquiries.send(enquiry, QUERY),
    { successToast: text('toast-message.success.contact') },
  );

  return useCallback(
    async (input) => {
      const parsed = validate(ContactFormSchema, input);
      // Submit is disabled while the form is invalid; this only guards a submission forced past it.
      if (!parsed.ok) return 'failed';
      const token = await takeToken();
      if (!token) {
        toast.error(text('toast-message.failure.failed', { x: 'subject.bot-check' }));
        prepare();
        return 'bot-check-failed';
      }
      const result = await sendEnquiry({ ...parsed.value, token });
      prepare();
      return result.ok ? 'sent' : 'failed';
    },
    [prepare, sendEnquiry, takeToken, toast, text],
  );
}
