import type * as React from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import { useToast } from './use-toast.ts';

type ToasterProps = Omit<React.ComponentProps<typeof ToastProvider>, 'children'>;

/** Renders the toasts raised with `toast()`: bottom-right, 5 seconds each (spec §2.2, §9), announced politely. */
function Toaster({ duration = 5000, ...props }: ToasterProps) {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={duration} swipeDirection="right" {...props}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          variant={item.variant}
          duration={item.duration}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}

export { Toaster, type ToasterProps };
