/** What pressing Submit on the contact form does (SPEC §5, §8): take the bot-check token of the form's
 *  useBotCheckToken (none: a bot-check failure toast and nothing is sent), post the normalised enquiry, then the
 *  contact thank-you toast or the generic unknown-error toast. Each token is good for one message, so the next one
 *  is prepared either way. */
import { useCallback } from 'react';
import {
  ContactFormSchema,
  translate,
  useShellServices,
  validate,
  type ContactFormInput,
} from 'shared-contracts';
import type { BotCheckToken } from 'shared-ui';
import { useSendEnquiry } from './use-send-enquiry';

export type ContactOutcome = 'sent' | 'bot-check-failed' | 'failed';

export function useSubmitContact(
  botCheck: Pick<BotCheckToken, 'prepare' | 'takeToken'>,
): (input: ContactFormInput) => Promise<ContactOutcome> {
  const { toast, language } = useShellServices();
  const { prepare, takeToken } = botCheck;
  const sendEnquiry = useSendEnquiry();

  return useCallback(
    async (input) => {
      const parsed = validate(ContactFormSchema, input);
      // Submit is disabled while the form is invalid; this only guards a submission forced past it.
      if (!parsed.ok) return 'failed';
      const token = await takeToken();
      if (!token) {
        toast.error(translate('toast-message.failure.failed', language.current, { x: 'subject.bot-check' }));
        prepare();
        return 'bot-check-failed';
      }
      const result = await sendEnquiry({ ...parsed.value, token });
      prepare();
      if (!result.ok) {
        toast.error(translate('toast-message.failure.unknown', language.current));
        return 'failed';
      }
      toast.success(translate('toast-message.success.contact', language.current));
      return 'sent';
    },
    [language, prepare, sendEnquiry, takeToken, toast],
  );
}
