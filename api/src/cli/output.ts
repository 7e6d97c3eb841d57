/** Where a CLI command writes: stdout for results, stderr for problems. Tests pass collectors instead. */
export type Output = { out(line: string): void; err(line: string): void };

export const processOutput: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Columns padded to their widest cell, two spaces apart: readable in a terminal, easy to grep. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The line for a refusal: an unknown ad named by its ID, anything else in the API's own words. */
export function failureLine(result: { code: string; message: string }, id?: number): string {
  if (result.code === 'NOT_FOUND' && id !== undefined) return `Error: no ad has the ID ${id}.`;
  if (result.code === 'UNAUTHORIZED')
    return 'Error: the API refused the operator token. Set OPERATOR_TOKEN to the secret the API instances are configured with (in development without it: run this command with the same DATA_DIR as the API).';
  return `Error: ${result.message}`;
}
