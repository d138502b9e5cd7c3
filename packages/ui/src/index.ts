export { Alert, AlertDescription, type AlertProps, AlertTitle, alertVariants } from './alert.tsx';
export {
  AppShell,
  type AppShellProps,
  appShellVariants,
  NavMenu,
  NavMenuItem,
  type NavMenuItemProps,
  navMenuItemVariants,
} from './app-shell.tsx';
export { Button, type ButtonProps, buttonVariants } from './button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants } from './card.tsx';
export { Checkbox, CheckboxField, type CheckboxFieldProps, type CheckboxProps, checkboxVariants } from './checkbox.tsx';
export { cn } from './cn.ts';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  dialogOverlayVariants,
} from './dialog.tsx';
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
export { Input, type InputProps, inputVariants } from './input.tsx';
export { LoadingOverlay, type LoadingOverlayProps, loadingOverlayVariants } from './loading-overlay.tsx';
export { Modal, type ModalProps } from './modal.tsx';
export { Page, type PageProps, pageVariants } from './page.tsx';
export { Spinner, type SpinnerProps, spinnerVariants } from './spinner.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  type ToastProps,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
  toastViewportVariants,
} from './toast.tsx';
export { Toaster, type ToasterProps } from './toaster.tsx';
export { dismissToast, type ToastItem, type ToastOptions, type ToastVariant, toast, useToast } from './use-toast.ts';
