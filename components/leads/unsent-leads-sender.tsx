"use client";

import { useEffect } from "react";

import {
  RESEND_DELAYS_MS,
  resendUnsentLeads,
  UNSENT_LEAD_KEPT_EVENT,
  unsentLeads,
} from "@/lib/leads/shared/unsent-leads";

export function UnsentLeadsSender() {
  useEffect(() => {
    let sending = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    async function send() {
      if (sending || unsentLeads().length === 0) return;
      sending = true;
      try {
        const { left } = await resendUnsentLeads();
        if (left === 0) attempt = RESEND_DELAYS_MS.length;
      } finally {
        sending = false;
      }
    }

    function scheduleNext() {
      clearTimeout(timer);
      const delay = RESEND_DELAYS_MS[attempt];
      if (delay === undefined) return;
      timer = setTimeout(() => {
        attempt += 1;
        void send().then(scheduleNext);
      }, delay);
    }

    function onKept() {
      attempt = 0;
      scheduleNext();
    }

    const onOnline = () => void send();
    // A task of its own: the first localStorage read is a round trip (10 to 15 ms on a slow phone).
    const first = setTimeout(() => void send(), 0);
    window.addEventListener("online", onOnline);
    window.addEventListener(UNSENT_LEAD_KEPT_EVENT, onKept);
    return () => {
      clearTimeout(first);
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener(UNSENT_LEAD_KEPT_EVENT, onKept);
    };
  }, []);
  return null;
}
