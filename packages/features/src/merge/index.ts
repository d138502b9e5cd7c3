export {
  MergeLicenses,
  type MergeLicensesProps,
  MergeLicensesView,
  type MergeLicensesViewProps,
} from './merge-licenses.tsx';
export { MergeLicensesWarmup, type MergeLicensesWarmupProps } from './merge-licenses-warmup.tsx';
export { mergeLicensesStrings } from './strings.ts';
export {
  type MergeLicensesController,
  type UseMergeLicensesOptions,
  useMergeLicenses,
} from './use-merge-licenses.ts';
