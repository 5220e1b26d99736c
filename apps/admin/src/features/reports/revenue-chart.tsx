import type { RevenueDay } from '@croupier/contracts/admin-reports';
import { useId } from 'react';

const width = 720;
const height = 240;
const pad = { top: 16, right: 16, bottom: 28, left: 88 };

/**
 * GGR and NGR by day as two lines (decision 0116: hand-made SVG, no charting library). A picture for sighted
 * staff: its title and description name what it shows, and the revenue table under it holds every figure
 * for screen readers and keyboards. NGR is dashed so the two lines differ without colour.
 */
export function RevenueChart(props: {
  days: readonly RevenueDay[];
  title: string;
  description: string;
  labels: { ggr: string; ngr: string };
  money: (amount: number) => string;
}) {
  const id = useId();
  const { days } = props;
  const values = days.flatMap((d) => [d.ggr, d.ngr]);
  const highest = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  // A range of quiet days draws its zero line across the middle rather than along the top edge.
  const flat = highest === lowest;
  const top = flat ? 1 : highest;
  const bottom = flat ? -1 : lowest;
  const span = top - bottom;
  const x = (i: number) => pad.left + (days.length < 2 ? 0.5 : i / (days.length - 1)) * (width - pad.left - pad.right);
  const y = (v: number) => pad.top + ((top - v) / span) * (height - pad.top - pad.bottom);
  const line = (pick: (d: RevenueDay) => number) =>
    days.map((d, i) => `${x(i).toFixed(1)},${y(pick(d)).toFixed(1)}`).join(' ');
  const ticks = [...new Set([highest, 0, lowest])];
  const dayTicks = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])].filter((i) => i >= 0);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="revenue-chart"
      >
        <title id={`${id}-title`}>{props.title}</title>
        <desc id={`${id}-desc`}>{props.description}</desc>
        {ticks.map((v) => (
          <g key={v}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(v)}
              y2={y(v)}
              className={v === 0 ? 'stroke-muted' : 'stroke-line'}
              strokeWidth={1}
            />
            <text x={pad.left - 8} y={y(v) + 4} textAnchor="end" className="fill-muted text-[11px]">
              {props.money(v)}
            </text>
          </g>
        ))}
        {dayTicks.map((i) => (
          <text
            key={i}
            x={x(i)}
            y={height - 8}
            // The first and last labels stay inside the picture.
            textAnchor={i === 0 && days.length > 1 ? 'start' : i === days.length - 1 && i > 0 ? 'end' : 'middle'}
            className="fill-muted text-[11px]"
          >
            {days[i]?.day}
          </text>
        ))}
        <polyline points={line((d) => d.ggr)} fill="none" className="stroke-accent" strokeWidth={2} />
        <polyline
          points={line((d) => d.ngr)}
          fill="none"
          className="stroke-cool"
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      </svg>
      <figcaption className="flex gap-6 text-muted text-sm">
        <span className="flex items-center gap-2">
          <svg width="24" height="8" aria-hidden="true">
            <line x1="0" x2="24" y1="4" y2="4" className="stroke-accent" strokeWidth={2} />
          </svg>
          {props.labels.ggr}
        </span>
        <span className="flex items-center gap-2">
          <svg width="24" height="8" aria-hidden="true">
            <line x1="0" x2="24" y1="4" y2="4" className="stroke-cool" strokeWidth={2} strokeDasharray="6 4" />
          </svg>
          {props.labels.ngr}
        </span>
      </figcaption>
    </figure>
  );
}
