/** After a refused submit, keyboard and screen-reader users land on the first field that needs attention instead
 *  of having to search the form for the red messages. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  // The messages and aria-invalid appear with the render that follows the failed submit.
  requestAnimationFrame(() =>
    form.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)')?.focus(),
  );
}
