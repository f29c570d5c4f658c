/** A table of rows that stacks into cards on a phone (each cell labelled by its column), or a line saying it is empty. */
import type { Child } from 'hono/jsx';
import { Pager } from './pager';

export type Column<R> = { label: string; cell: (row: R) => Child; wrap?: boolean };

type TableProps<R> = {
  columns: readonly Column<R>[];
  rows: readonly R[];
  /** What an empty table says instead. */
  empty: string;
  /** Attributes of a row's `<tr>` (its id and state, for tests and live regions). */
  rowAttributes?: (row: R) => Record<string, string | number>;
  labelledBy?: string;
};

export function Table<R>(p: TableProps<R>) {
  if (p.rows.length === 0) return <p class="muted empty">{p.empty}</p>;
  return (
    <table class="stack" aria-labelledby={p.labelledBy}>
      <thead>
        <tr>
          {p.columns.map((col) => (
            <th>{col.label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {p.rows.map((row) => (
          <tr {...p.rowAttributes?.(row)}>
            {p.columns.map((col) => (
              <td data-label={col.label} class={col.wrap ? 'wrap' : undefined}>
                {col.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A list page's table, scrolling sideways where it must, and its page links (`next`: the next page's cursor). */
export function PagedTable<R>(p: TableProps<R> & { next: string | null }) {
  const { next, ...table } = p;
  return (
    <>
      <div class="table-wrap">
        <Table<R> {...table} />
      </div>
      <Pager next={next} />
    </>
  );
}
