import sharp from 'sharp';

/**
 * The sample people's pictures, drawn here as SVG and rendered by sharp: nothing is downloaded, and no
 * stock photo pretends to be a real person.
 */

/** A portrait: a figure's head and shoulders on a diagonal gradient of the person's two colours. */
export function portrait([light, dark]: [string, string]): Promise<Buffer> {
  return render(
    512,
    512,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
     <rect width="512" height="512" fill="url(#g)"/>
     <circle cx="256" cy="205" r="96" fill="#fff" fill-opacity="0.85"/>
     <path d="M76 512c0-110 80-184 180-184s180 74 180 184z" fill="#fff" fill-opacity="0.85"/>`,
  );
}

/** A logo: a rounded mark of overlapping circles in the brand's colours on white. */
export function logo([light, dark]: [string, string]): Promise<Buffer> {
  return render(
    512,
    512,
    `<rect width="512" height="512" fill="#fff"/>
     <rect x="64" y="64" width="384" height="384" rx="96" fill="${dark}"/>
     <circle cx="216" cy="236" r="96" fill="${light}"/>
     <circle cx="300" cy="290" r="80" fill="#fff" fill-opacity="0.8"/>`,
  );
}

/** A piece of work: a landscape of layered hills under a sun, its shapes varied by `seed`. */
export function artwork([light, dark]: [string, string], seed: number): Promise<Buffer> {
  const sunX = 200 + ((seed * 173) % 880);
  const ridge = (base: number, amplitude: number) =>
    `M0 ${base} Q 320 ${base - amplitude - (seed % 5) * 12} 640 ${base} T 1280 ${base} V 720 H 0 Z`;
  return render(
    1280,
    720,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#fff7ed"/></linearGradient></defs>
     <rect width="1280" height="720" fill="url(#sky)"/>
     <circle cx="${sunX}" cy="200" r="90" fill="#fff" fill-opacity="0.7"/>
     <path d="${ridge(470, 90)}" fill="${dark}" fill-opacity="0.55"/>
     <path d="${ridge(560, 60)}" fill="${dark}"/>`,
  );
}

function render(width: number, height: number, content: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
