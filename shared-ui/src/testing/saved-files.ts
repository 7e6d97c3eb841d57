/** jsdom cannot save files: this records what the browser would have saved through saveFile (each blob, and the
 *  object URL and name of the link that was clicked), for the tests of a CSV download. Call at the top of a file
 *  or describe block; the lists are emptied before each test. */
export type SavedFile = { href: string; download: string };

export function recordSavedFiles(): { saved: SavedFile[]; blobs: Blob[] } {
  const saved: SavedFile[] = [];
  const blobs: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    blobs.length = 0;
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:http://localhost/${blobs.length}`;
    });
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return { saved, blobs };
}
