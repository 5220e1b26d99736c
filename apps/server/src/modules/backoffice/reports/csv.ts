/**
 * RFC 4180 text: a header row of the rows' keys, CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break (quotes doubled). Text starting with = + - @ (a game's name, say) gets a leading
 * apostrophe so a spreadsheet shows it as text instead of running it as a formula; numbers stay as they are.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const field = (value: unknown): string => {
    const text = value === null || value === undefined ? '' : String(value);
    const formula = /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text);
    const safe = formula ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [columns.map(field).join(','), ...rows.map((row) => columns.map((c) => field(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
