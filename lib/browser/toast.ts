/**
 * Toasts without sonner in any page's first-load JavaScript. A toast always follows something the visitor did,
 * so sonner and its viewport (components/ui/toaster) load at the first interaction; a toast asked for before
 * they are ready waits for them instead of being lost.
 */
type ToastKind = "success" | "error";
interface ToastOptions {
  description?: string;
}

let mountViewport: (() => void) | undefined;
let markMounted: () => void = () => undefined;
const viewportMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The Toaster's side: how to mount the viewport on demand, and the signal that it is mounted. */
export const toastViewport = {
  onDemand(mount: () => void) {
    mountViewport = mount;
  },
  mounted() {
    markMounted();
  },
};

function show(kind: ToastKind, title: string, options?: ToastOptions) {
  mountViewport?.();
  void Promise.all([import("sonner"), viewportMounted]).then(([{ toast: sonner }]) =>
    sonner[kind](title, options),
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};
