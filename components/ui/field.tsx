import type * as React from "react";

import { cn } from "@/lib/utils";

import { Label } from "./label";

export function Field({ className, invalid, ...props }: React.ComponentProps<"div"> & { invalid?: boolean }) {
  return <div data-invalid={invalid || undefined} className={cn("field", className)} {...props} />;
}

export function FieldLabel({
  children,
  required,
  ...props
}: React.ComponentProps<"label"> & { required?: boolean }) {
  return (
    <Label {...props}>
      {children}
      {required ? (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldError({ id, messages }: { id: string; messages?: readonly string[] | string }) {
  const list = typeof messages === "string" ? [messages] : messages;
  if (!list?.length) return null;
  return (
    <p id={id} data-slot="field-error" className="text-sm font-bold text-destructive">
      {list[0]}
    </p>
  );
}

export function FieldHint({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
