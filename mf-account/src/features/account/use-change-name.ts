/** Adds or changes the account name (SPEC §5, §7): PATCH /advertisers with the name and the interface language.
 *  The server answers with the advertiser, which becomes the session's record; any failure gets the generic toast. */
import { useCallback } from 'react';
import {
  AdvertiserSchema,
  ChangeNameSchema,
  translate,
  useShellServices,
  validate,
  type ChangeNameInput,
  type UpdateProfileRequest,
} from 'shared-contracts';

export function useChangeName() {
  const { api, session, toast, language } = useShellServices();

  /** Resolves true when the name was saved, so the dialog can close. */
  return useCallback(
    async (input: ChangeNameInput, { adding }: { adding: boolean }): Promise<boolean> => {
      const parsed = validate(ChangeNameSchema, input);
      if (!parsed.ok) return false;
      const body: UpdateProfileRequest = { name: parsed.value.name, language: language.current };
      const result = await api.request('/advertisers', {
        method: 'PATCH',
        body,
        schema: AdvertiserSchema,
        session: 'required',
      });
      if (!result.ok) {
        toast.error(translate('toast-message.failure.unknown', language.current));
        return false;
      }
      session.setAdvertiser(result.data);
      const id = adding ? 'toast-message.success.saved' : 'toast-message.success.changed';
      toast.success(translate(id, language.current, { x: 'subject.name' }));
      return true;
    },
    [api, session, toast, language],
  );
}
