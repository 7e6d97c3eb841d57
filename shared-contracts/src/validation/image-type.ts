/** Which uploaded pictures are banners (docs/product.md, Forms and their limits): png, jpeg or webp, known by the type file-type
 *  reads from the file's own bytes, never by its name or the type the browser declares. The form and the upload
 *  route both ask file-type, then this one rule. Pure: no Node or DOM API. */

/** Banners are png, jpeg or webp; anything else (gif included) is refused. */
export const ALLOWED_IMAGE_KINDS = ['png', 'jpeg', 'webp'] as const;
export type AllowedImageKind = (typeof ALLOWED_IMAGE_KINDS)[number];

export const IMAGE_MIME_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const satisfies Record<AllowedImageKind, string>;

/** How many leading bytes are enough for file-type to know every allowed kind. */
export const IMAGE_DETECTION_BYTES = 4_100;

/** The banner kind of a detected media type (file-type's `mime`), or null when it is none of them or unknown. */
export function bannerKindOf(detectedMime: string | undefined): AllowedImageKind | null {
  return ALLOWED_IMAGE_KINDS.find((kind) => IMAGE_MIME_TYPES[kind] === detectedMime) ?? null;
}
