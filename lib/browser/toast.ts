// Keeps sonner out of first-load JS: it loads at the first interaction; an earlier toast waits for it.
type ToastKind = "success" | "error";
interface ToastOptions {
  description?: string;
}

let mountViewport: (() => void) | undefined;
let markMounted: () => void = () => undefined;
const viewportMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

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
  /** Clears every toast: a failed try's message must not follow a visitor whose next try succeeded. */
  dismissAll: () => void import("sonner").then(({ toast: sonner }) => sonner.dismiss()),
};
