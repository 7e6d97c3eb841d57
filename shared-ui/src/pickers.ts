/** The `shared-ui/pickers` entry (decision 0044): the date picker (a calendar in a dialog) and the image upload field
 *  (a file picker with drag and drop). A shared singleton of its own, loaded only by the pages that pick a date or a
 *  file, so the controls no other form needs stay out of `shared-ui/form`. */
export { DatePicker } from './date-picker/date-picker';
export type { DatePickerProps } from './date-picker/date-picker';
export { UploadField } from './upload-field/upload-field';
export type { UploadFieldProps, UploadPreview } from './upload-field/upload-field';
