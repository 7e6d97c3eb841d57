import { isAllowedImageKind, sniffImageType } from './image-type';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('sniffImageType', () => {
  test('recognises png, jpeg, webp and gif from their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(bytes('GIF89a', 1, 0, 1, 0))).toBe('gif');
    expect(sniffImageType(bytes('GIF87a', 1, 0, 1, 0))).toBe('gif');
  });

  test('a renamed text file, a RIFF that is not WebP, or too few bytes are not recognised', () => {
    expect(sniffImageType(bytes('hello, world'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PN'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  test('gif is recognised but not allowed as a banner', () => {
    expect(isAllowedImageKind('gif')).toBe(false);
    expect(isAllowedImageKind(null)).toBe(false);
    expect(['png', 'jpeg', 'webp'].every((kind) => isAllowedImageKind(kind as 'png'))).toBe(true);
  });
});
