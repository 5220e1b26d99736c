/**
 * A labelled progress bar (0–100): a bonus's wagering, the deposit turnover, the profile's completeness. One
 * component, so every bar reads alike to a screen reader (role progressbar with its label and value) and to
 * the eye.
 */
export function ProgressBar(props: {
  label: string;
  percent: number;
  /** The fill: the brand's accent, the cool tone, or the wagering gradient from cool to accent. */
  tone?: 'accent' | 'cool' | 'gradient';
  size?: 'default' | 'large';
  className?: string;
}) {
  const { label, percent, tone = 'accent', size = 'default', className = '' } = props;
  const fill =
    tone === 'cool'
      ? 'bg-cool'
      : tone === 'gradient'
        ? 'bg-gradient-to-r from-cool to-accent transition-[width] duration-slow'
        : 'bg-accent';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`${size === 'large' ? 'h-2.5' : 'h-2'} overflow-hidden rounded-full bg-overlay ${className}`}
    >
      <div className={`h-full rounded-full ${fill}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
