export const REVENUE_OPTIONS = [
  { value: "under-10k", label: "Under $10K/month" },
  { value: "10k-25k", label: "$10K–$25K/month" },
  { value: "25k-50k", label: "$25K–$50K/month" },
  { value: "50k-100k", label: "$50K–$100K/month" },
  { value: "100k-250k", label: "$100K–$250K/month" },
  { value: "over-250k", label: "Over $250K/month" },
] as const;

export const SERVICE_TYPES = [
  { value: "roofing", label: "Roofing" },
  { value: "hvac", label: "HVAC" },
  { value: "landscaping", label: "Landscaping" },
  { value: "plumbing", label: "Plumbing" },
  { value: "electrical", label: "Electrical" },
  { value: "general-contractor", label: "General Contractor" },
  { value: "other", label: "Other" },
] as const;

export type RevenueOption = (typeof REVENUE_OPTIONS)[number]["value"];
export type ServiceType = (typeof SERVICE_TYPES)[number]["value"];
