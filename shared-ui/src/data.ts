/** The `shared-ui/data` entry (decision 0044): SWR for reads (decision 0021) and the parts that show or save what
 *  the API answers: the ad status badge, the tables, the unpaid-ads notice and `saveFile` for downloads (decision
 *  0063), and `loadWhenWanted` for the parts such a page loads only when they are first wanted, its dialogs
 *  (decision 0067). Writes and the contract texts are on `shared-ui/calls` (decision 0071), so a page that only
 *  sends loads no SWR. A shared singleton of its own, so swr loads with the first page that reads through the API,
 *  not with the shell's start or the home page. swr is bundled here and is not a shared key of its own: the apps
 *  take `useSWRConfig` from this entry (a lint rule refuses 'swr' in their sources), so the page's one copy of this
 *  entry is its one SWR cache, and no remote entry lists swr. */
export { useApiRead } from './data/use-api-read';
export { useSWRConfig } from 'swr';
export { StatusBadge } from './status-badge/status-badge';
export type { StatusBadgeProps } from './status-badge/status-badge';
export { Table } from './table/table';
export type { TableProps } from './table/table';
export { ScrollTable, TableHead, plainTableLook } from './table/scroll-table';
export type { ScrollTableProps } from './table/scroll-table';
export { UnpaidNotice } from './unpaid-notice/unpaid-notice';
export type { UnpaidNoticeProps } from './unpaid-notice/unpaid-notice';
export { saveFile } from './save-file/save-file';
export { loadWhenWanted } from './when-wanted/load-when-wanted';
export type { PartsWhenWanted } from './when-wanted/load-when-wanted';
