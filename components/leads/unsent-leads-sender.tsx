"use client";

import { useEffect } from "react";

import {
  RESEND_DELAYS_MS,
  resendUnsentLeads,
  UNSENT_LEAD_KEPT_EVENT,
  unsentLeads,
} from "@/lib/leads/shared/unsent-leads";

/**
 * Sends the leads this browser kept after a failed request (lib/leads/shared/unsent-leads.ts): once the page has
 * started, whenever the browser comes back online, and on a backoff after a lead is kept on this page.
 */
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
    // A task of its own: a page's first read of localStorage is a round trip to the browser (10 to 15 ms on a slow
    // phone), which would lengthen the task that mounted this.
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
