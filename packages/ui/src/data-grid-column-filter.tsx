import { cn } from './cn.ts';
import type { Column, RowData } from './data-grid-table.ts';
import { Input } from './input.tsx';
import { Select } from './select.tsx';

interface DataGridColumnFilterProps<TData extends RowData> {
  column: Column<TData>;
  className?: string;
}

/**
 * The filter control a column's `meta.filter` asks for: a search box, or a select whose empty choice means "all".
 * Nothing for a column without one.
 */
function DataGridColumnFilter<TData extends RowData>({ column, className }: DataGridColumnFilterProps<TData>) {
  const filter = column.columnDef.meta?.filter;
  if (!filter) return null;
  const header = column.columnDef.header;
  const name = column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
  const value = (column.getFilterValue() as string | undefined) ?? '';
  if (filter.type === 'select') {
    const allLabel = filter.allLabel ?? 'All';
    // Wide enough for its longest choice and the arrow, so a narrow column never cuts a choice ('Expirec', 'Al').
    const longest = Math.max(allLabel.length, ...filter.options.map((option) => option.label.length));
    return (
      <Select
        data-slot="data-grid-filter"
        aria-label={`Filter ${name}`}
        className={cn('h-8 text-caption', className)}
        style={{ minWidth: `calc(${longest}ch + 2.75rem)` }}
        placeholder={allLabel}
        options={filter.options}
        value={value}
        onValueChange={(next) => column.setFilterValue(next === '' ? undefined : next)}
      />
    );
  }
  return (
    <Input
      data-slot="data-grid-filter"
      type="search"
      aria-label={`Filter ${name}`}
      placeholder={filter.placeholder ?? 'Filter...'}
      className={cn('h-8 text-caption', className)}
      value={value}
      onChange={(event) => column.setFilterValue(event.target.value === '' ? undefined : event.target.value)}
    />
  );
}

export { DataGridColumnFilter, type DataGridColumnFilterProps };
