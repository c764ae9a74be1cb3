/** A plain aligned text table for the ops commands. */
export function printRows(header: string[], rows: string[][], empty: string): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    );
  }
  if (rows.length === 0) console.log(empty);
}
