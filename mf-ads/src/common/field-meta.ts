/** When a form field shows its error: as soon as it was changed or left (validation runs on every change,
 *  product.md, Forms and their limits), or after a submit attempt, but not on a form the user has not touched yet. */
import type { FieldRenderProps } from 'shared-ui/form';

type Meta = FieldRenderProps<unknown>['meta'];

export function visibleError(meta: Meta): string | undefined {
  const shown = meta.touched || meta.modified || meta.submitFailed;
  return shown && typeof meta.error === 'string' ? meta.error : undefined;
}
