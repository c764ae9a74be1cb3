/** Pushes a conversion to the agency's tag manager data layer (no third-party script is loaded by default). */
export function pushLeadEvent(form: string, tag: string | undefined, leadId: string | undefined): void {
  const w = window as typeof window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: "generate_lead", form, tag, lead_id: leadId });
}
