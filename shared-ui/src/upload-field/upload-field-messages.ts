/** The upload control's own texts (Lingui, ids `ui.upload.*`, in shared-ui's catalogue), which replace the
 *  browser's "Choose File" and "No file chosen" that stay in the browser's language. */
import { msg } from '@lingui/core/macro';

export const uploadFieldMessages = {
  choose: msg({ id: 'ui.upload.choose', message: 'Choose image' }),
  noFile: msg({ id: 'ui.upload.no-file', message: 'No file chosen' }),
  drop: msg({ id: 'ui.upload.drop', message: 'or drop an image here' }),
  dropNow: msg({ id: 'ui.upload.drop-now', message: 'Drop the image to choose it' }),
};
