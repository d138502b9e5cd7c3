import type * as React from 'react';
import { useSyncExternalStore } from 'react';

type ToastVariant = 'success' | 'error' | 'info';

interface ToastOptions {
  title: string;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; the Toaster's 5 seconds unless told. */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

/** At most this many toasts stay on screen; older ones leave first. */
const TOAST_LIMIT = 3;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setItems(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows a toast in the page's Toaster; callable from anywhere, also outside React. */
function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  setItems([...items, { ...options, id, open: true }].slice(-TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them without an id. */
function dismissToast(id?: number) {
  setItems(items.filter((item) => id !== undefined && item.id !== id));
}

/** The toasts on screen and the functions that change them. */
function useToast() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return { toasts, toast, dismiss: dismissToast };
}

export { dismissToast, type ToastItem, type ToastOptions, type ToastVariant, toast, useToast };
