/** Focuses a form's field at once; react-hook-form's setFocus waits a task, and a keystroke typed meanwhile lands elsewhere. */
export function focusField(form: HTMLFormElement | null, name: string) {
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
