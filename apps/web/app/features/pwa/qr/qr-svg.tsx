import { useMemo } from 'react';
import { encodeQr } from './qr-encode.ts';

const quietZone = 4;

/** A QR symbol as one SVG path; dark modules on a light tile so phone cameras read it in a dark theme. */
export function QrSvg({ text, label }: { text: string; label: string }) {
  const { side, path } = useMemo(() => {
    const matrix = encodeQr(text);
    let d = '';
    matrix.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + quietZone} ${y + quietZone}h1v1h-1z`;
      });
    });
    return { side: matrix.length + quietZone * 2, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-56 rounded-card bg-text text-ink"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
