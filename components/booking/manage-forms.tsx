import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { bookingCopy } from "@/content/booking";
import type { ManagePage } from "@/lib/booking/manage";

export function ManageForms({
  page,
  action,
}: {
  page: Extract<ManagePage, { kind: "ok" }>;
  action: (formData: FormData) => Promise<void>;
}) {
  const copy = bookingCopy.manage;
  const { view, options } = page;
  if (view.cancelled) {
    return (
      <p>
        {copy.alreadyCancelled} <span className="text-muted-foreground">({view.whenVisitor})</span>
      </p>
    );
  }
  return (
    <>
      <p>
        {copy.current} <strong data-testid="manage-when">{view.whenVisitor}</strong>
        {view.sameZone ? null : <span className="text-muted-foreground"> ({view.whenAgency})</span>}.
      </p>
      <form action={action} className="flex flex-col gap-3 border-t border-border pt-4">
        <h2 className="text-xl">{copy.rescheduleTitle}</h2>
        <input type="hidden" name="token" value={view.token} />
        <input type="hidden" name="intent" value="reschedule" />
        {options.length > 0 ? (
          <>
            <label htmlFor="manage-new-time" className="font-bold">
              {copy.rescheduleLabel}
            </label>
            <Select id="manage-new-time" name="start" required defaultValue="">
              <option value="" disabled>
                Select a time
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
            <Button type="submit" variant="primary">
              {copy.rescheduleButton}
            </Button>
          </>
        ) : (
          <p>{copy.noTimes}</p>
        )}
      </form>
      <form action={action} className="flex flex-col gap-3 border-t border-border pt-4">
        <h2 className="text-xl">{copy.cancelTitle}</h2>
        <input type="hidden" name="token" value={view.token} />
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="outline">
          {copy.cancelButton}
        </Button>
      </form>
    </>
  );
}
