"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { adminCopy } from "@/content/admin";

import { addPasskey, enrolPasskey, signInWithPasskey } from "./passkey-ceremony";

type Mode = "sign-in" | "enrol" | "add";

export function PasskeyButton({ mode, label }: { mode: Mode; label: string }) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState("");

  async function run() {
    setPending(true);
    setMessage(mode === "sign-in" ? adminCopy.signIn.working : "");
    try {
      if (mode === "add") {
        await addPasskey();
        window.location.reload();
        return;
      }
      const token = window.location.hash.slice(1);
      if (mode === "enrol" && !token) throw new Error(adminCopy.enrol.missing);
      window.location.assign(mode === "enrol" ? await enrolPasskey(token) : await signInWithPasskey());
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : adminCopy.failed);
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button type="button" onClick={() => void run()} disabled={pending} className="self-start">
        {label}
      </Button>
      <p role="status" aria-live="polite" className="text-sm font-bold text-muted-foreground empty:hidden">
        {message}
      </p>
    </div>
  );
}
