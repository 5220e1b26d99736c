import type { ReactNode } from 'react';

/** A small read-only table (a player's records, a report), its caption the accessible name of what it lists. */
export function DataTable(props: {
  caption: string;
  empty: string;
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  testId?: string;
}) {
  if (props.rows.length === 0) {
    return (
      <p className="text-muted text-sm" data-testid={props.testId}>
        {props.empty}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={props.testId}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className="text-muted">
          <tr className="border-line border-b">
            {props.headers.map((header) => (
              <th key={header} scope="col" className="py-2 pr-4 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key} className="border-line border-b last:border-b-0">
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <td key={index} className="py-2 pr-4 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One titled part of a page (the player page, the reports). */
export function Section(props: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <h2 id={props.id} className="font-semibold text-lg">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
