import { deflateSync } from 'node:zlib';

/**
 * Tiny but real images, built byte by byte so each test can make its own (content-addressed
 * storage gives equal bytes the same URL, so a replacement must differ).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 1×1 RGB PNG of the given colour. */
export function png(rgb: [number, number, number] = [79, 70, 229]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An 8×8 grey baseline JPEG (one DC-only block); `comment` goes in a COM segment to vary the bytes. */
export function jpeg(comment = 'portico'): Buffer {
  const segment = (marker: number, data: number[] | Buffer) =>
    Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), Buffer.from(data)]);
  const oneCode = (tableClass: number) => [tableClass, 1, ...new Array<number>(15).fill(0), 0x00];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xfe, Buffer.from(comment, 'latin1')),
    segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    segment(0xc4, oneCode(0x00)), // DC: category 0 only
    segment(0xc4, oneCode(0x10)), // AC: end-of-block only
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    Buffer.from([0x3f]), // DC diff 0, EOB, padded with ones
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A 1×1 lossless WebP. */
export function webp(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** A PNG signature followed by filler: looks like an image, weighs `bytes`. */
export function largePng(bytes: number): Buffer {
  const head = png();
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x41)]);
}

/** An SVG logo with everything a sanitiser must take out: script, handlers, outside references. */
export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64" viewBox="0 0 64 64" onload="alert('onload')">
  <script>alert('script')</script>
  <defs><linearGradient id="brand"><stop offset="0" stop-color="#4f46e5"/></linearGradient></defs>
  <image href="https://evil.example/track.png" width="8" height="8"/>
  <image xlink:href="https://evil.example/track2.png" width="8" height="8"/>
  <a href="javascript:alert('link')"><rect width="32" height="32" fill="url(#brand)" onclick="alert('click')"/></a>
  <circle cx="40" cy="40" r="10" fill="#f59e0b" style="fill: url(https://evil.example/paint)"/>
  <circle cx="20" cy="20" r="4" style="fill: u\\72l(https://evil.example/escaped)"/>
  <circle cx="24" cy="20" r="4" style="fill: \\000075rl(https://evil.example/escaped6)"/>
  <circle cx="28" cy="20" r="4" style="fill: u/**/rl(https://evil.example/commented)"/>
  <rect x="2" y="2" width="4" height="4" style="background-image: image-set('https://evil.example/set.png' 1x)"/>
  <rect x="8" y="2" width="4" height="4" style="fill: -webkit-image-set(url(//evil.example/set2.png) 1x)"/>
</svg>`;
