/** Banner uploads and their serving through HTTP: the real type from the bytes, the whole picture decoded with its
 *  size answered, the 10 MB limit, the generated name, and GET /api/files/:key with its type, cache and safety
 *  headers. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import * as v from 'valibot';
import { ApiErrorBodySchema, MAX_IMAGE_BYTES } from 'shared-contracts';
import { UploadResponseSchema } from 'shared-contracts/api';
import { eq } from 'drizzle-orm';
import { uploads } from '../db/schema';
import {
  buildAdTestApp,
  JPEG_BYTES,
  multipart,
  PNG_BYTES,
  uploadImage,
  WEBP_BYTES,
  type AdTestApp,
} from '../testing/ad-factories';
import { createAgent, signedInAdvertiser, TEST_API_KEY } from '../testing/build-test-app';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

const errorOf = (body: unknown) => v.parse(ApiErrorBodySchema, body);
const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** A plain picture of this size, encoded by the same library the API decodes with. */
function aPicture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#1d4e9e' } });
}

/** A PNG whose header claims this size, with one tiny data chunk: a decoder reads the size without the pixels. */
function aPngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.byteLength);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per sample, greyscale
  return Buffer.concat([
    PNG_BYTES.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The header of a JPEG (JFIF) with nothing behind it, which a check of the first bytes alone took for an image. */
const JPEG_HEADER_ONLY = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
/** The first bytes of a WebP (RIFF…WEBPVP8 ) followed by zeros. */
const WEBP_HEADER_ONLY = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(18),
]);

const cutInHalf = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.byteLength / 2));

describe('POST /api/s3/', () => {
  test('stores a PNG under a generated name and answers its public address', async () => {
    const { agent, advertiser } = await signedInAdvertiser(t.app);
    const res = await uploadImage(agent, { bytes: PNG_BYTES, filename: '../../etc/passwd.png' });
    expect(res.statusCode).toBe(200);
    const { url } = v.parse(UploadResponseSchema, res.json());
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/files\/[0-9a-f-]{36}\.png$/);

    const [row] = await t.app.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, keyOf(url)));
    expect(row).toMatchObject({
      ownerId: advertiser.id,
      contentType: 'image/png',
      sizeBytes: PNG_BYTES.byteLength,
    });
    expect(await readdir(path.join(t.dataDir, 'uploads'))).toContain(keyOf(url));
  });

  test.each([
    ['jpeg', JPEG_BYTES, 'jpg'],
    ['webp', WEBP_BYTES, 'webp'],
  ])('accepts a %s file, named after its real type', async (fileType, bytes, extension) => {
    const { agent } = await signedInAdvertiser(t.app);
    // The declared name and type say PNG; the bytes decide.
    const res = await uploadImage(agent, {
      bytes,
      filename: 'banner.png',
      contentType: 'image/png',
      fileType,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`\\.${extension}$`));
  });

  test('answers the picture’s size in pixels, as a browser shows it', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const banner = await aPicture(960, 150).png().toBuffer();
    const res = await uploadImage(agent, { bytes: banner });
    expect(res.statusCode).toBe(200);
    expect(v.parse(UploadResponseSchema, res.json())).toMatchObject({ width: 960, height: 150 });

    // A camera's picture stored 300×100 and marked "rotate a quarter turn" is shown 100×300.
    const rotated = await aPicture(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await uploadImage(agent, { bytes: rotated, fileType: 'jpeg' });
    expect(upright.json()).toMatchObject({ width: 100, height: 300 });
  });

  describe('a file that only starts like an image is refused with a message on the file field', () => {
    test.each<[string, () => Promise<Buffer>]>([
      ['an 8-byte JPEG header', async () => JPEG_HEADER_ONLY],
      ['a WebP header followed by zeros', async () => WEBP_HEADER_ONLY],
      ['a PNG cut in half', async () => cutInHalf(await aPicture(400, 300).png().toBuffer())],
      ['a JPEG cut in half', async () => cutInHalf(await aPicture(400, 300).jpeg().toBuffer())],
    ])('%s is a 400 in English and Japanese, and nothing is stored', async (_name, makeBytes) => {
      const { agent, advertiser } = await signedInAdvertiser(t.app);
      const filesBefore = await readdir(path.join(t.dataDir, 'uploads')).catch(() => []);

      const res = await uploadImage(agent, { bytes: await makeBytes() });

      expect(res.statusCode).toBe(400);
      const body = errorOf(res.json());
      const unreadable = {
        en: 'This image could not be read. It may be damaged or incomplete. Please upload another PNG, JPEG or WebP file.',
        ja: '画像を読み込めませんでした。ファイルが破損しているか、不完全な可能性があります。別のPNG、JPEG、WebPファイルをアップロードしてください。',
      };
      expect(body).toMatchObject({ code: 'VALIDATION', ...unreadable, fields: { file: unreadable } });
      expect(await t.app.db.select().from(uploads).where(eq(uploads.ownerId, advertiser.id))).toEqual([]);
      expect(await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).toEqual(filesBefore);
    });
  });

  test('a picture of more than 100 megapixels is refused before it is decoded', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const res = await uploadImage(agent, { bytes: aPngClaiming(20_000, 5_001) });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res.json());
    expect(body.fields?.file?.en).toBe(
      'This image has too many pixels. Please upload an image of at most 100 megapixels.',
    );
    expect(body.fields?.file?.ja).toBe(
      '画像の画素数が多すぎます。100メガピクセル以下の画像をアップロードしてください。',
    );
  });

  test('a text file named .png is a 415 in English and Japanese', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const res = await uploadImage(agent, {
      bytes: Buffer.from('just some text, not an image'),
      filename: 'banner.png',
    });
    expect(res.statusCode).toBe(415);
    const body = errorOf(res.json());
    expect(body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      en: 'Invalid file type. Please upload a PNG, JPEG or WebP image.',
    });
    expect(body.ja).toContain('PNG、JPEG、WebP');
  });

  test('a GIF is recognised but refused', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const res = await uploadImage(agent, {
      bytes: Buffer.from('GIF89a\x01\x00\x01\x00'),
      filename: 'banner.png',
    });
    expect(res.statusCode).toBe(415);
  });

  test('10,000,000 bytes are accepted, 10,000,001 bytes are a 413', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const exactly = Buffer.alloc(MAX_IMAGE_BYTES);
    PNG_BYTES.copy(exactly);
    expect((await uploadImage(agent, { bytes: exactly })).statusCode).toBe(200);

    const tooLarge = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    PNG_BYTES.copy(tooLarge);
    const res = await uploadImage(agent, { bytes: tooLarge });
    expect(res.statusCode).toBe(413);
    const body = errorOf(res.json());
    expect(body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      en: 'The file is too large. Please choose an image of 10 MB or smaller.',
    });
    expect(body.ja).toBe('ファイルサイズが大きすぎます。10MB以下の画像を選んでください。');
  });

  test('a form without a file, or with an unknown extension, is a 400 naming the field', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const noFile = await agent.inject({
      method: 'POST',
      url: '/api/s3/',
      ...multipart([
        { name: 'key', value: '' },
        { name: 'fileType', value: 'png' },
      ]),
    });
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile.json()).fields?.file?.en).toBe('Please upload an image file');
    const gif = await uploadImage(agent, { bytes: PNG_BYTES, fileType: 'gif' });
    expect(gif.statusCode).toBe(400);
    expect(errorOf(gif.json()).fields?.fileType?.en).toBe(
      'This file type is not allowed. Please choose a PNG, JPEG or WebP image',
    );
  });

  test('a second file or a body cut short is a 400, not a failure of the API', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const two = multipart([
      { name: 'file', filename: 'a.png', contentType: 'image/png', bytes: PNG_BYTES },
      { name: 'file', filename: 'b.png', contentType: 'image/png', bytes: PNG_BYTES },
      { name: 'fileType', value: 'png' },
    ]);
    expect((await agent.inject({ method: 'POST', url: '/api/s3/', ...two })).statusCode).toBe(400);
    const whole = multipart([
      { name: 'file', filename: 'a.png', contentType: 'image/png', bytes: PNG_BYTES },
    ]);
    const cut = await agent.inject({
      method: 'POST',
      url: '/api/s3/',
      headers: whole.headers,
      payload: whole.payload.subarray(0, 120),
    });
    expect(cut.statusCode).toBe(400);
    expect(errorOf(cut.json()).code).toBe('VALIDATION');
  });

  test('a JSON body is not an upload', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const res = await agent.inject({ method: 'POST', url: '/api/s3/', payload: { file: 'x' } });
    expect(res.statusCode).toBe(415);
  });

  test('needs a session and the API key', async () => {
    expect((await uploadImage(createAgent(t.app))).statusCode).toBe(401);
    const { agent } = await signedInAdvertiser(t.app);
    expect((await uploadImage(agent)).statusCode).toBe(200);
    const withoutKey = await t.app.inject({
      method: 'POST',
      url: '/api/s3/',
      ...multipart([{ name: 'fileType', value: 'png' }]),
    });
    expect(withoutKey.statusCode).toBe(401);
  });

  test('JSON bodies elsewhere keep the small limit', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const res = await agent.inject({
      method: 'PATCH',
      url: '/api/advertisers',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('GET /api/files/:key', () => {
  test('serves an uploaded banner with its type, a long cache and nosniff, without the API key', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    const { url } = v.parse(UploadResponseSchema, (await uploadImage(agent, { bytes: PNG_BYTES })).json());
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${keyOf(url)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  test.each([
    '..%2F..%2Fpackage.json',
    '..%2Fpglite',
    '%2Fetc%2Fpasswd',
    '00000000-0000-0000-0000-000000000000.png',
    'uploads',
  ])('answers 404 for %s', async (key) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${key}`,
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(res.statusCode).toBe(404);
  });
});

test('no request in this file was answered with a server error', () => {
  expect(t.serverErrors).toEqual([]);
});
