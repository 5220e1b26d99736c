/** Prints one benchmark figure in a stable, greppable form: `name: value unit`. */
export function report(name: string, value: number, unit: string): void {
  process.stdout.write(`${name}: ${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}\n`);
}

/** The value at quantile `q` (0–1) of `values`, nearest rank; NaN for none. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** A latency series as its p50 and p99, in milliseconds. */
export function reportLatencies(name: string, values: number[]): void {
  report(`${name} p50`, quantile(values, 0.5), 'ms');
  report(`${name} p99`, quantile(values, 0.99), `ms (${values.length} samples)`);
}
