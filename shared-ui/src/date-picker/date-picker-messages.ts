/** The date picker's own texts (Lingui, ids `ui.date-picker.*`, in shared-ui's catalogue); month and day names
 *  come from Intl (calendar-names.ts), not from here. */
import { msg } from '@lingui/core/macro';

export const datePickerMessages = {
  open: msg({ id: 'ui.date-picker.open', message: 'Choose a date from the calendar' }),
  title: msg({ id: 'ui.date-picker.title', message: 'Choose a date' }),
  format: msg({ id: 'ui.date-picker.format', message: 'Type the date as YYYY-MM-DD or use the calendar.' }),
  previousMonth: msg({ id: 'ui.date-picker.previous-month', message: 'Previous month' }),
  nextMonth: msg({ id: 'ui.date-picker.next-month', message: 'Next month' }),
  chooseYear: msg({ id: 'ui.date-picker.choose-year', message: 'choose a year' }),
  years: msg({ id: 'ui.date-picker.years', message: 'Years' }),
  keys: msg({
    id: 'ui.date-picker.keys',
    message:
      'Arrow keys move by day and week, Page Up and Page Down by month (with Shift by year), Home and End to the start and end of the week.',
  }),
};
