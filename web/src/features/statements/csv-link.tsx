import type { ReactNode } from "react";
import { useEffect, useMemo } from "react";
import { type CsvCell, csvFile } from "../../lib/csv";

/** A link that downloads rows as a CSV file made in the browser from the answer the page shows. */
export function CsvLink({
  rows,
  fileName,
  children,
}: {
  rows: () => CsvCell[][];
  fileName: string;
  children: ReactNode;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are made from what the file name names
  const url = useMemo(() => URL.createObjectURL(csvFile(rows())), [fileName, rows]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <a href={url} download={fileName} className="button button--secondary" data-testid="statement-csv">
      {children}
    </a>
  );
}
