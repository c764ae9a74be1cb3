"use client";

import { useEffect } from "react";

import { ICON_SPRITE_PATH } from "@/components/ui/sprite-path";
import { afterLoad } from "@/lib/after-load";

/**
 * Once the page has loaded, puts the icon sprite's file in the HTTP cache. A prerendered page draws its own icons
 * from symbols it carries (scripts/lib/inline-sprite.ts), but an icon React draws later (the chat's close button,
 * another route) uses the file, and should not wait a round trip for it.
 */
export function IconSpriteWarmup() {
  useEffect(
    () =>
      afterLoad(() => {
        fetch(ICON_SPRITE_PATH)
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
      }),
    [],
  );
  return null;
}
