import { DataGrid, type DataGridProps } from '@license-console/ui';
import { LoadFailed } from './load-failed.tsx';

/** A list's words for its grid: its name and its states. */
interface ResourceGridStrings {
  gridLabel: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

/** What a list's read has to show: its rows, or that they are on their way, or that they could not be read. */
interface ResourceRead<Row> {
  rows: readonly Row[];
  loading: boolean;
  loadFailed: boolean;
  retry: () => void;
}

type ResourceGridProps<Row extends object> = Omit<DataGridProps<Row>, 'data' | 'label' | 'loading' | 'loadingText'> & {
  read: ResourceRead<Row>;
  strings: ResourceGridStrings;
};

/** A list's grid, or, when its read failed, that failure with a retry (never an empty list). */
function ResourceGrid<Row extends object>({ read, strings, ...grid }: ResourceGridProps<Row>) {
  return read.loadFailed ? (
    <LoadFailed message={strings.loadFailed} onRetry={read.retry} retryLabel={strings.retry} />
  ) : (
    <DataGrid<Row>
      {...grid}
      data={read.rows}
      label={strings.gridLabel}
      loading={read.loading}
      loadingText={strings.loading}
    />
  );
}

export { ResourceGrid, type ResourceGridProps, type ResourceGridStrings, type ResourceRead };
