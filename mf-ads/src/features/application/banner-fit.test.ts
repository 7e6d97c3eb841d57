import { bannerFit } from './banner-fit';

test('the recommended 960x150 needs no warning', () => {
  expect(bannerFit({ width: 960, height: 150 })).toBeNull();
});

test('the same proportions are only scaled: down without loss, up possibly blurry', () => {
  expect(bannerFit({ width: 1920, height: 300 })).toEqual({
    shown: { width: 960, height: 150 },
    bands: 'none',
    enlarged: false,
  });
  expect(bannerFit({ width: 480, height: 75 })).toEqual({
    shown: { width: 960, height: 150 },
    bands: 'none',
    enlarged: true,
  });
});

test('a wider image fills the width, with empty space above and below', () => {
  expect(bannerFit({ width: 1200, height: 100 })).toEqual({
    shown: { width: 960, height: 80 },
    bands: 'above-and-below',
    enlarged: false,
  });
});

test('a taller image fills the height, with empty space on the left and right', () => {
  expect(bannerFit({ width: 1200, height: 400 })).toEqual({
    shown: { width: 450, height: 150 },
    bands: 'left-and-right',
    enlarged: false,
  });
  expect(bannerFit({ width: 300, height: 100 })).toEqual({
    shown: { width: 450, height: 150 },
    bands: 'left-and-right',
    enlarged: true,
  });
});
