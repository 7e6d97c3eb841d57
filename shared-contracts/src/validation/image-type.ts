/** The real type of an uploaded image, read from its first bytes (SPEC §5), so a renamed file cannot pass as a
 *  banner. Pure byte checks with no Node or DOM API: the form and the upload route use the same function. */

export const SNIFFED_IMAGE_TYPES = ['png', 'jpeg', 'webp', 'gif'] as const;
export type SniffedImageType = (typeof SNIFFED_IMAGE_TYPES)[number];

/** GIF is recognised but not sold: banners are png, jpeg or webp. */
export const ALLOWED_IMAGE_KINDS = ['png', 'jpeg', 'webp'] as const;
export type AllowedImageKind = (typeof ALLOWED_IMAGE_KINDS)[number];

/** How many leading bytes sniffImageType needs. */
export const IMAGE_SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return null;
}

export function isAllowedImageKind(kind: SniffedImageType | null): kind is AllowedImageKind {
  return kind !== null && (ALLOWED_IMAGE_KINDS as readonly string[]).includes(kind);
}

export const IMAGE_MIME_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const satisfies Record<AllowedImageKind, string>;
