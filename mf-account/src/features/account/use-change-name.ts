/** Adds or changes the account name (product.md, Forms and their limits; the endpoint table): PATCH /advertisers with
 *  the name and the interface language. The server answers with the advertiser, which becomes the session's record; a
 *  failure gets the error toast of useApiMutation. */
import { useCallback } from 'react';
import { type ChangeNameInput, type UpdateProfileRequest } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { ChangeNameSchema, validate } from 'shared-contracts/api';
import { useContractText } from 'shared-ui/calls';
import { useApiMutation } from 'shared-ui/calls';

type NameChange = { body: UpdateProfileRequest; adding: boolean };

export function useChangeName() {
  const { api, session, language } = useShellServices();
  const text = useContractText();
  const { run } = useApiMutation(({ body }: NameChange) => api.advertisers.updateProfile(body), {
    onSuccess: (advertiser) => session.setAdvertiser(advertiser),
    successToast: (_, { adding }) =>
      text(adding ? 'toast-message.success.saved' : 'toast-message.success.changed', { x: 'subject.name' }),
  });

  /** Resolves true when the name was saved, so the dialog can close. */
  return useCallback(
    async (input: ChangeNameInput, { adding }: { adding: boolean }): Promise<boolean> => {
      const parsed = validate(ChangeNameSchema, input);
      if (!parsed.ok) return false;
      const body: UpdateProfileRequest = { name: parsed.value.name, language: language.current };
      return (await run({ body, adding })).ok;
    },
    [run, language],
  );
}
