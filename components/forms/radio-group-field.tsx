import type * as React from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { FieldError } from "@/components/ui/field";
import { cn } from "@/lib/utils";

export function RadioGroupField({
  id,
  legend,
  options,
  registration,
  defaultValue,
  error,
  columns = 2,
}: {
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  defaultValue?: string;
  error?: string;
  columns?: 1 | 2;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 text-sm font-bold">
        {legend}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </legend>
      <div className={cn("grid gap-2", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} className="choice">
              <input
                id={optionId}
                type="radio"
                value={option.value}
                required
                defaultChecked={defaultValue === option.value}
                className="choice-input"
                {...(registration as React.ComponentProps<"input">)}
              />
              <span className="text-base">{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} messages={error} />
    </fieldset>
  );
}
