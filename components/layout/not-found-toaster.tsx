"use client";

import dynamic from "next/dynamic";

/**
 * The toast viewport on the global 404 page (the chatbot's 'Message Sent!'), which renders outside the root layout.
 * Loaded as its own chunk: importing the Toaster there directly makes the bundler copy the site layout's client
 * chunk, with the 404's code added, into every page's first load.
 */
export const NotFoundToaster = dynamic(() =>
  import("@/components/ui/toaster").then((module) => module.Toaster),
);
