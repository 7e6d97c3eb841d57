/** Hands a downloaded file (a CSV export) to the browser's own save: an object URL on a temporary <a download>, clicked once
 *  and removed. The URL is released a little later, once the browser has started reading it. */
const RELEASE_AFTER_MS = 10_000;

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
