/** Completes a link typed without its scheme ("gallery.example/spring" → "https://gallery.example/spring") when the
 *  link field loses focus. The shared link schema stays strict; this only saves the advertiser the typing. */

/** A scheme such as "https:" or "mailto:"; a colon followed by a digit is a port ("gallery.example:8080"). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
/** A host name with at least one dot, an optional port, then an optional path, query or fragment. */
const HOST_FIRST = /^(?:[a-z0-9-]+\.)+[a-z0-9-]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function withLinkScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || SCHEME.test(trimmed) || trimmed.startsWith('//')) return value;
  return HOST_FIRST.test(trimmed) ? `https://${trimmed}` : value;
}
