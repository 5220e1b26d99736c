/**
 * Draws the Croupier brand mark (an amber casino chip with a "C" on the dark canvas) and writes the PWA icons
 * into apps/web/public/icons/. The PNGs are committed; rerun after changing the mark:
 *
 *   node apps/web/app/features/pwa/generate-icons.ts
 *
 * Plain Node (zlib for the PNG encoding), no image libraries. Shapes are signed distances, supersampled 4×4.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { brandColors } from './brand.ts';

type Rgb = readonly [number, number, number];

function hex(colour: string): Rgb {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const canvas = hex(brandColors.background);
const chip = hex(brandColors.accent);
const face = hex(brandColors.surface);

/** Colour of one point of the mark, in units where the chip's radius is 1 and its centre is (0, 0). */
function markColour(x: number, y: number): Rgb | undefined {
  const r = Math.hypot(x, y);
  if (r > 1) return undefined;
  const angle = Math.atan2(y, x);
  // Six notches on the rim, like the edge spots of a chip.
  if (r > 0.76) {
    const sector = Math.PI / 3;
    const fromTop = (((angle + Math.PI / 2) % sector) + sector) % sector; // 0 at a notch centre
    const distance = Math.min(fromTop, sector - fromTop) * r; // arc length to the nearest notch centre
    if (distance < 0.13) return canvas;
  }
  if (r > 0.66) return chip;
  // The "C": a ring open to the right, with round caps.
  const inner = 0.27;
  const outer = 0.47;
  const mid = (inner + outer) / 2;
  const half = (outer - inner) / 2;
  const opening = Math.PI / 4;
  if (Math.abs(angle) >= opening) {
    if (r >= inner && r <= outer) return chip;
  } else {
    for (const end of [opening, -opening]) {
      if (Math.hypot(x - mid * Math.cos(end), y - mid * Math.sin(end)) <= half) return chip;
    }
  }
  return face;
}

interface IconSpec {
  file: string;
  size: number;
  /** Maskable icons fill the square and keep the mark inside the central 80 % safe circle. */
  maskable: boolean;
}

function render({ size, maskable }: IconSpec): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  const chipRadius = maskable ? 0.3 : 0.4; // share of the icon size
  const corner = 0.22; // rounded-square corner radius of the plain icon, as a share of the size
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = (px + (sx + 0.5) / samples) / size; // 0..1
          const v = (py + (sy + 0.5) / samples) / size;
          if (!maskable) {
            const dx = Math.max(Math.abs(u - 0.5) - (0.5 - corner), 0);
            const dy = Math.max(Math.abs(v - 0.5) - (0.5 - corner), 0);
            if (Math.hypot(dx, dy) > corner) continue; // transparent outside the rounded square
          }
          const colour = markColour((u - 0.5) / chipRadius, (v - 0.5) / chipRadius) ?? canvas;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
          alpha += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (alpha > 0) {
        pixels[offset] = Math.round(red / alpha);
        pixels[offset + 1] = Math.round(green / alpha);
        pixels[offset + 2] = Math.round(blue / alpha);
      }
      pixels[offset + 3] = Math.round((alpha / (samples * samples)) * 255);
    }
  }
  return pixels;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG. */
export function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

export const iconSpecs: IconSpec[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS rounds the corners itself and shows transparency as black, so the touch icon is full-bleed.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

if (import.meta.main) {
  const directory = new URL('../../../public/icons/', import.meta.url);
  mkdirSync(directory, { recursive: true });
  for (const spec of iconSpecs) writeFileSync(new URL(spec.file, directory), encodePng(spec.size, render(spec)));
}
