"use client";

import dynamic from "next/dynamic";

/** The 404's toast viewport in its own chunk: imported directly, it copied the layout's client chunk into every page. */
export const NotFoundToaster = dynamic(() =>
  import("@/components/ui/toaster").then((module) => module.Toaster),
);
