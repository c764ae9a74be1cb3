/** The numbered circle of a process step (decorative: the list order already gives the number). */
export function StepNumber({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
    >
      {value}
    </span>
  );
}
