import type * as React from "react";

import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";

/** Anchor of the roofing lead form; without JavaScript the button still jumps there. */
export const ROOFING_FORM_ID = "roofing-form";

export function RoofingFormButton(
  props: Omit<React.ComponentProps<typeof ScrollToFormButton>, "fallbackHref">,
) {
  return <ScrollToFormButton variant="accent" size="lg" fallbackHref={`#${ROOFING_FORM_ID}`} {...props} />;
}
