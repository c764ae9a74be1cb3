"use client";

import { useEffect } from "react";

/** Logs the path a visitor could not find, so broken inbound links show up in the console. */
export function LogMissingPath() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
