/** The one way UI reads the contract-level texts of shared-contracts (MESSAGES: form rules, toasts, the API's own
 *  words), which stay typed en/ja data because the API sends them too (decision 0023). Every other text an app
 *  shows is a Lingui message. The texts come from `localize`, so their placeholders fill the same way as the
 *  API's; this hook only picks the interface language. */
import { useCallback } from 'react';
import { type Language, type MessageId, type MessageValues } from 'shared-contracts';
import { localize } from 'shared-contracts/api';
import { textIn, useLanguage } from 'shared-ui';

export type ContractText = (id: MessageId, values?: MessageValues) => string;

/** `(id, values?) => text` in the interface language (the active Lingui locale; `language` overrides it). */
export function useContractText(language?: Language): ContractText {
  const current = useLanguage(language);
  return useCallback((id, values) => textIn(localize(id, values), current), [current]);
}
