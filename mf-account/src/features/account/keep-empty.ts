/** final-form turns an emptied input into `undefined`, which a valibot object reports as a missing key with a
 *  generic message. Keeping '' lets the shared schemas say "Please enter your …" instead. */
export function keepEmpty(value: string): string {
  return value;
}
