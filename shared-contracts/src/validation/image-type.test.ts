import { bannerKindOf } from './image-type';

test('png, jpeg and webp, as file-type names them, are banners', () => {
  expect(bannerKindOf('image/png')).toBe('png');
  expect(bannerKindOf('image/jpeg')).toBe('jpeg');
  expect(bannerKindOf('image/webp')).toBe('webp');
});

test('a gif, another type, or a file whose type is unknown is not', () => {
  expect(bannerKindOf('image/gif')).toBeNull();
  expect(bannerKindOf('application/pdf')).toBeNull();
  expect(bannerKindOf(undefined)).toBeNull();
});
