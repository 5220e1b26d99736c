/** Prints one benchmark figure in a stable, greppable form: `name: value unit`. */
export function report(name: string, value: number, unit: string): void {
  process.stdout.write(`${name}: ${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}\n`);
}
