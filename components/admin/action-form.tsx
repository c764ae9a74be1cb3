import { buttonVariants } from "@/components/ui/button";
import { ADMIN_PATHS } from "@/lib/admin/config";
import { cn } from "@/lib/utils";

/** A console action: a plain form posting to /admin/actions/PATH (works without JavaScript). */
export function ActionForm({
  path,
  label,
  variant = "outline",
  children,
  className,
}: {
  path: string;
  label: string;
  variant?: "primary" | "outline" | "destructive" | "secondary";
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <form
      method="post"
      action={`${ADMIN_PATHS.actions}/${path}`}
      className={cn("flex flex-wrap items-end gap-2", className)}
    >
      {children}
      <button type="submit" className={buttonVariants({ variant, size: "sm" })}>
        {label}
      </button>
    </form>
  );
}
