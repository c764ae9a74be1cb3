"use client";

import { lazy, Suspense, useEffect } from "react";

import { PopoverBody } from "@/components/ui/popover-body";
import { onFirstInteraction } from "@/lib/browser/first-interaction";

import type { MobileMenuContent } from "./mobile-menu-panel";

// The panel's code stays out of every page's first load: fetched at the first interaction, at the latest on opening.
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() => loadPanel().then((mod) => ({ default: mod.MobileMenuPanel })));

export function MobileMenuBody({ menu }: { menu: MobileMenuContent }) {
  useEffect(() => onFirstInteraction(() => void loadPanel().catch(() => undefined)), []);
  return (
    <PopoverBody>
      <Suspense fallback={null}>
        <MobileMenuPanel menu={menu} />
      </Suspense>
    </PopoverBody>
  );
}
