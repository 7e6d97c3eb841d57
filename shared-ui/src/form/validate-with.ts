/** Turns a shared-contracts valibot schema into a react-final-form `validate` function, so a form checks the
 *  same rules as the API on every change and shows each field's first message in the interface language. */
import { FORM_ERROR, setIn, type ValidationErrors } from 'final-form';
import { useMemo } from 'react';
import { type Language } from 'shared-contracts';
import { ROOT_ISSUE_PATH, validate } from 'shared-contracts/api';
import { textIn, useLanguage } from 'shared-ui';

type Schema = Parameters<typeof validate>[0];

/** Errors keyed as final-form expects: nested by path ('address.city' → { address: { city } }); an issue about the
 *  whole input goes under FORM_ERROR. Undefined when the values are valid. */
export function validateWith<Values extends object = Record<string, unknown>>(
  schema: Schema,
  language: Language,
): (values: Values) => ValidationErrors {
  return (values) => {
    const result = validate(schema, values);
    if (result.ok) return undefined;
    let errors: object = {};
    for (const [path, message] of Object.entries(result.fields)) {
      errors = setIn(errors, path === ROOT_ISSUE_PATH ? FORM_ERROR : path, textIn(message, language));
    }
    return errors;
  };
}

/** validateWith in the current language, stable across renders so final-form does not re-run needlessly. */
export function useValidateWith<Values extends object = Record<string, unknown>>(
  schema: Schema,
  language?: Language,
): (values: Values) => ValidationErrors {
  const current = useLanguage(language);
  return useMemo(() => validateWith<Values>(schema, current), [schema, current]);
}
