import sharp from 'sharp';

/** A camera's JPEG: a gradient-free colour field with EXIF naming the camera and where it was taken. */
export async function jpegWithExif(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Model 7', Copyright: 'GPS 48.8584 2.2945' } })
    .toBuffer();
}

/** A small PNG or WebP, as a phone's screenshot or an exported logo. */
export async function picture(format: 'png' | 'webp', width = 300, height = 300): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 4, background: { r: 40, g: 120, b: 200, alpha: 1 } } });
  return format === 'png' ? base.png().toBuffer() : base.webp().toBuffer();
}

/** An MP4's first bytes (its `ftyp` box) padded to `size`: a video as the type check sees it. */
export function mp4(size = 4096): Buffer {
  const head = Buffer.from([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32,
  ]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
}

export { multipart } from '../lib/multipart-body';
