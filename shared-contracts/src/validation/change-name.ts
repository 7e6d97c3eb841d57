/** The change-name dialog (product.md, Forms and their limits): at least one character once trimmed, and no longer than
 *  the application form allows, since both write the same account name. */
import * as v from 'valibot';
import { NAME_MAX_LENGTH } from '../limits';
import { requiredTextSchema } from './fields';

export const ChangeNameSchema = v.object({
  name: requiredTextSchema('field.name', NAME_MAX_LENGTH),
});
export type ChangeNameInput = v.InferInput<typeof ChangeNameSchema>;
export type ChangeName = v.InferOutput<typeof ChangeNameSchema>;
