import type * as React from "react";

import type { IconName } from "./icon-names";
import { ICON_SPRITE_PATH } from "./sprite-path";

export { ICON_SPRITE_PATH };

export type IconProps = Omit<React.ComponentProps<"svg">, "children" | "name">;

/** Its own module, so client code that draws icons ships this alone, without the named icons of ./icon. */
export function Icon({ name, className, ...props }: IconProps & { name: IconName }) {
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  // No viewBox here (the symbol has it) and no undefined attributes: each would be repeated in the RSC payload.
  const a11y = labelled ? { role: "img" } : { "aria-hidden": true };
  return (
    <svg {...a11y} className={className ? `icon ${className}` : "icon"} {...props}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
