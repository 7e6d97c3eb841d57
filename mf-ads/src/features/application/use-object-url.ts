/** A blob: address for showing a chosen file before it is uploaded, released when the file changes or the
 *  component goes away, so previews do not keep large images in memory. */
import { useEffect, useState } from 'react';

export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    // Created in the effect (not in render) so React's double effects in development revoke and recreate it.
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
