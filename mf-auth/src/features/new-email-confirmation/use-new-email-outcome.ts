/** Uses the change-email link's token once and sorts the answer into the outcomes of product.md, Sessions and links:
 *  confirmed (the session is refreshed so the new address shows everywhere), expired (401), used (already used or 403),
 *  or failed. A link without a token cannot be confirmed and counts as failed. */
import { useEffect, useRef, useState } from 'react';
import { useShellServices } from 'shell-runtime';
import { useConfirmNewEmail } from './use-confirm-new-email';

export type NewEmailOutcome = 'confirming' | 'confirmed' | 'expired' | 'used' | 'failed';

export function useNewEmailOutcome(token: string | null): NewEmailOutcome {
  const { session } = useShellServices();
  const { run: confirmNewEmail } = useConfirmNewEmail();
  const [outcome, setOutcome] = useState<NewEmailOutcome>(token ? 'confirming' : 'failed');
  // A token works once: the effect must not send it twice (React runs effects twice in development).
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    void confirmNewEmail(token).then((result) => {
      if (result.ok) {
        void session.refresh();
        return setOutcome('confirmed');
      }
      const { status, code } = result.error;
      if (code === 'TOKEN_USED' || status === 403) setOutcome('used');
      else if (status === 401 || code === 'TOKEN_EXPIRED') setOutcome('expired');
      else setOutcome('failed');
    });
  }, [token, confirmNewEmail, session]);

  return outcome;
}
