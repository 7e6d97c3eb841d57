/** Form state for the auth forms: text values, which fields the person has touched, and the shared-contracts
 *  schema run on every change (SPEC §5), so the same rules and wording apply here and in the API's 400s.
 *  Errors show once a field was changed or left, and the submit button is enabled only while the form is valid. */
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type * as v from 'valibot';
import { useShellServices, validate } from 'shared-contracts';

type TextValues<K extends string> = Record<K, string>;

export type SchemaForm<K extends string, TOutput> = {
  values: TextValues<K>;
  /** The parsed value (trimmed, lowercased…) while the form is valid, otherwise null. */
  output: TOutput | null;
  isValid: boolean;
  /** The visible error of a field in the interface language, if it was touched. */
  errorFor(name: K): string | undefined;
  setValue(name: K, value: string): void;
  /** Props for an input: value, onChange and onBlur. */
  inputProps(name: K): {
    name: K;
    value: string;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    onBlur(): void;
  };
  reset(): void;
};

export function useSchemaForm<K extends string, TSchema extends v.GenericSchema<TextValues<K>, unknown>>(
  schema: TSchema,
  initial: TextValues<K>,
): SchemaForm<K, v.InferOutput<TSchema>> {
  const { language } = useShellServices();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const result = useMemo(() => validate(schema, values), [schema, values]);

  const setValue = useCallback((name: K, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
  }, []);

  const touch = useCallback((name: K) => {
    setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
  }, []);

  const errorFor = (name: K): string | undefined => {
    if (result.ok || !touched[name]) return undefined;
    return result.fields[name]?.[language.current];
  };

  const inputProps = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    onBlur: () => touch(name),
  });

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
  }, [initial]);

  return {
    values,
    output: result.ok ? result.value : null,
    isValid: result.ok,
    errorFor,
    setValue,
    inputProps,
    reset,
  };
}
