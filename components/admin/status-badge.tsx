import { cn } from "@/lib/utils";

const TONES: Record<string, string> = {
  delivered: "bg-success-soft text-success",
  sent: "bg-success-soft text-success",
  active: "bg-success-soft text-success",
  pending: "bg-primary-soft text-primary-hover",
  failed: "bg-accent-soft text-accent-hover",
  spam: "bg-muted text-muted-foreground border border-border",
  cancelled: "bg-muted text-muted-foreground border border-border",
  expired: "bg-muted text-muted-foreground border border-border",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-bold", TONES[status])}>
      {status}
    </span>
  );
}
