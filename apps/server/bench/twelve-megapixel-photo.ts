// A 12-megapixel photograph-like JPEG (4000 x 3000) made with sharp, for the image benches.
import sharp from 'sharp';

export const WIDTH = 4000;
export const HEIGHT = 3000;

/** A photograph-like picture: smooth light, a horizon, fine grain (noise compresses like a photo's detail). */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const sky = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1d2b44"/><stop offset="0.55" stop-color="#c8794a"/><stop offset="1" stop-color="#2a1a14"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#s)"/>
      <ellipse cx="2000" cy="2250" rx="1500" ry="420" fill="#0d0a09"/>
      <rect x="900" y="1750" width="2200" height="520" rx="260" fill="#7a1010"/>
      <circle cx="1350" cy="2280" r="230" fill="#111"/><circle cx="2650" cy="2280" r="230" fill="#111"/>
    </svg>`,
  );
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .png()
    .toBuffer();
  return sharp(sky)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
