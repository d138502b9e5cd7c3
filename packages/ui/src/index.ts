export { Alert, AlertDescription, type AlertProps, AlertTitle, alertVariants } from './alert.tsx';
export * from './app-shell.tsx';
export { Badge, type BadgeProps, badgeVariants, licenseBadgeVariant } from './badge.tsx';
export { Button, type ButtonProps, buttonVariants } from './button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants } from './card.tsx';
export { Checkbox, CheckboxField, type CheckboxFieldProps, type CheckboxProps, checkboxVariants } from './checkbox.tsx';
export { cn } from './cn.ts';
export { ConfirmDialog, type ConfirmDialogProps, confirmAnswers } from './confirm-dialog.tsx';
export { CopyButton, type CopyButtonProps, copyText } from './copy-button.tsx';
export {
  DataGrid,
  type DataGridProps,
  dataGridVariants,
  ServerDataGrid,
  type ServerDataGridProps,
} from './data-grid.tsx';
export { DataGridColumnFilter, type DataGridColumnFilterProps } from './data-grid-column-filter.tsx';
export {
  DataGridColumnHeader,
  type DataGridColumnHeaderProps,
  dataGridHeaderCellVariants,
} from './data-grid-column-header.tsx';
export {
  type ChoiceColumnOptions,
  choiceColumn,
  type SelectionColumnOptions,
  selectionColumn,
} from './data-grid-columns.tsx';
export { moveCellFocus } from './data-grid-keyboard.ts';
export { DataGridPagination, type DataGridPaginationProps } from './data-grid-pagination.tsx';
export { CLIENT_PAGE_SIZES, clampPageIndex, pageRange, visiblePages } from './data-grid-paging.ts';
export {
  DataGridRow,
  type DataGridRowProps,
  DataGridSpacerRow,
  dataGridCellVariants,
  dataGridRowVariants,
} from './data-grid-row.tsx';
export * from './data-grid-selection.ts';
export type {
  CellContext,
  ColumnFiltersState,
  DataGridColumn,
  DataGridColumnFilterMeta,
  HeaderContext,
  PaginationState,
  Row as DataGridTableRow,
  SortingState,
  Table as DataGridTable,
} from './data-grid-table.ts';
export {
  type DrawnRow,
  loadRowWindow,
  ROW_HEIGHT,
  type RowWindow,
  useFrozenColumnWidths,
  useRowWindow,
  WINDOWED_FROM,
} from './data-grid-window.ts';
export { DateField, type DateFieldProps, DateInput, type DateInputProps } from './date-input.tsx';
export { isInvalidUsDateText, maskUsDate, US_DATE_PLACEHOLDER } from './date-mask.ts';
export * from './dialog.tsx';
export * from './dropdown-menu.tsx';
export { FileInput, type FileInputProps, fileInputVariants } from './file-input.tsx';
export { FormDialog, type FormDialogProps } from './form-dialog.tsx';
export {
  FormControl,
  FormField,
  type FormFieldContextValue,
  type FormFieldProps,
  FormHint,
  FormLabel,
  FormMessage,
  formFieldVariants,
  formHintVariants,
  formLabelVariants,
  formMessageVariants,
  useFormField,
} from './form-field.tsx';
export { IconButton, type IconButtonProps } from './icon-button.tsx';
export * from './icons.tsx';
export { Input, type InputProps, inputVariants } from './input.tsx';
export { type LateModule, lateModule } from './late-module.ts';
export { LoadingOverlay, type LoadingOverlayProps, loadingOverlayVariants } from './loading-overlay.tsx';
export { Modal, type ModalProps } from './modal.tsx';
export { NumberField, type NumberFieldProps } from './number-field.tsx';
export { Page, type PageProps, pageVariants } from './page.tsx';
export {
  PasswordField,
  type PasswordFieldProps,
  PasswordInput,
  type PasswordInputProps,
  passwordToggleVariants,
} from './password-field.tsx';
export * from './policy-checklist.tsx';
export {
  Select,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  type SelectProps,
  selectVariants,
} from './select.tsx';
export { Spinner, type SpinnerProps, spinnerVariants } from './spinner.tsx';
export { PHONE_VIEWPORT, phoneStory } from './story-viewports.ts';
export { STYLE_SCOPE_ATTRIBUTE, styleScope } from './style-scope.ts';
export { Switch, SwitchField, type SwitchFieldProps, type SwitchProps, switchVariants } from './switch.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export * from './toast.tsx';
export { Toaster, type ToasterProps } from './toaster.tsx';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, tooltipContentVariants } from './tooltip.tsx';
export {
  type ControllableStateOptions,
  createValueChangeDetails,
  useControllableState,
  type ValueChangeDetails,
} from './use-controllable-state.ts';
export {
  type UseDataGridOptions,
  type UseDataGridReturn,
  useDataGrid,
  useServerDataGrid,
} from './use-data-grid.ts';
export { dismissToast, type ToastItem, type ToastOptions, type ToastVariant, toast, useToast } from './use-toast.ts';
export {
  VersionStatus,
  type VersionStatusProps,
  type VersionStatusValue,
  versionStatusOf,
  versionStatusVariants,
} from './version-status.tsx';
export { whenIdle } from './when-idle.ts';
