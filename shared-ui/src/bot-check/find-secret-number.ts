/** The search at the heart of the proof-of-work bot check (decision 0030): the number n in a range whose SHA-256 of
 *  salt + n, in hex, is the challenge. Synchronous plain JavaScript, for the solver's Web Worker and, in slices, the
 *  main thread. One SHA-256 here is a few hundred nanoseconds on a phone: it hashes into preallocated buffers and
 *  compares 32-bit words, where Web Crypto's `digest` costs a promise and a thread hop per number (about 10× slower
 *  for these 50-byte inputs, measured in Chromium), and a general hashing library allocates per call. */

const K = Int32Array.of(
  0x428a2f98,
  0x71374491,
  0xb5c0fbcf,
  0xe9b5dba5,
  0x3956c25b,
  0x59f111f1,
  0x923f82a4,
  0xab1c5ed5,
  0xd807aa98,
  0x12835b01,
  0x243185be,
  0x550c7dc3,
  0x72be5d74,
  0x80deb1fe,
  0x9bdc06a7,
  0xc19bf174,
  0xe49b69c1,
  0xefbe4786,
  0x0fc19dc6,
  0x240ca1cc,
  0x2de92c6f,
  0x4a7484aa,
  0x5cb0a9dc,
  0x76f988da,
  0x983e5152,
  0xa831c66d,
  0xb00327c8,
  0xbf597fc7,
  0xc6e00bf3,
  0xd5a79147,
  0x06ca6351,
  0x14292967,
  0x27b70a85,
  0x2e1b2138,
  0x4d2c6dfc,
  0x53380d13,
  0x650a7354,
  0x766a0abb,
  0x81c2c92e,
  0x92722c85,
  0xa2bfe8a1,
  0xa81a664b,
  0xc24b8b70,
  0xc76c51a3,
  0xd192e819,
  0xd6990624,
  0xf40e3585,
  0x106aa070,
  0x19a4c116,
  0x1e376c08,
  0x2748774c,
  0x34b0bcb5,
  0x391c0cb3,
  0x4ed8aa4a,
  0x5b9cca4f,
  0x682e6ff3,
  0x748f82ee,
  0x78a5636f,
  0x84c87814,
  0x8cc70208,
  0x90befffa,
  0xa4506ceb,
  0xbef9a3f7,
  0xc67178f2,
);

const INITIAL = Int32Array.of(
  0x6a09e667,
  0xbb67ae85,
  0x3c6ef372,
  0xa54ff53a,
  0x510e527f,
  0x9b05688c,
  0x1f83d9ab,
  0x5be0cd19,
);

/** The challenge's hex digest as eight big-endian words, or null when it is not a SHA-256 digest. */
function digestWords(hex: string): Int32Array | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Int32Array.from({ length: 8 }, (_, index) => parseInt(hex.slice(index * 8, index * 8 + 8), 16) | 0);
}

/** The numbers from..to (inclusive) tried in order; the first whose SHA-256(salt + n) is `challenge`, or null. */
export function findSecretNumber(salt: string, challenge: string, from: number, to: number): number | null {
  const target = digestWords(challenge);
  if (!target) return null;
  const prefix = new TextEncoder().encode(salt);
  // The prefix, up to 16 digits, the 0x80 marker and the 8-byte length: at most two blocks more than the prefix.
  const message = new Uint8Array(prefix.length + 16 + 1 + 8 + 64);
  message.set(prefix);
  const w = new Int32Array(64);
  const h = new Int32Array(8);
  for (let n = from; n <= to; n += 1) {
    const digits = String(n);
    let length = prefix.length;
    for (let index = 0; index < digits.length; index += 1) message[length++] = digits.charCodeAt(index);
    const blocks = ((length + 8) >> 6) + 1;
    const end = blocks * 64;
    message[length] = 0x80;
    message.fill(0, length + 1, end);
    const bits = length * 8;
    message[end - 4] = bits >>> 24;
    message[end - 3] = bits >>> 16;
    message[end - 2] = bits >>> 8;
    message[end - 1] = bits;
    h.set(INITIAL);
    for (let offset = 0; offset < end; offset += 64) compress(h, w, message, offset);
    if (
      h[0] === target[0] &&
      h[1] === target[1] &&
      h[2] === target[2] &&
      h[3] === target[3] &&
      h[4] === target[4] &&
      h[5] === target[5] &&
      h[6] === target[6] &&
      h[7] === target[7]
    )
      return n;
  }
  return null;
}

/** SHA-256's compression of one 64-byte block of `message` into the state `h` (FIPS 180-4, 6.2.2). */
function compress(h: Int32Array, w: Int32Array, message: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i += 1) {
    const at = offset + i * 4;
    w[i] = (message[at]! << 24) | (message[at + 1]! << 16) | (message[at + 2]! << 8) | message[at + 3]!;
  }
  for (let i = 16; i < 64; i += 1) {
    const w15 = w[i - 15]!;
    const w2 = w[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = h[0]!;
  let b = h[1]!;
  let c = h[2]!;
  let d = h[3]!;
  let e = h[4]!;
  let f = h[5]!;
  let g = h[6]!;
  let k = h[7]!;
  for (let i = 0; i < 64; i += 1) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (k + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    k = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0]! + a) | 0;
  h[1] = (h[1]! + b) | 0;
  h[2] = (h[2]! + c) | 0;
  h[3] = (h[3]! + d) | 0;
  h[4] = (h[4]! + e) | 0;
  h[5] = (h[5]! + f) | 0;
  h[6] = (h[6]! + g) | 0;
  h[7] = (h[7]! + k) | 0;
}
