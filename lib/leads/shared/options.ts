/**
 * The choices the lead forms offer. Apart from the schema so that the browser forms can list them
 * without loading zod.
 */
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

export const WEBSITE_GOALS = [
  { value: "generate-leads", label: "Generate more leads" },
  { value: "establish-presence", label: "Establish an online presence" },
  { value: "replace-website", label: "Replace my current website" },
  { value: "all", label: "All of the above" },
] as const;

export const BUSINESS_STATUSES = [
  { value: "established", label: "Established business" },
  { value: "starting", label: "Just starting out" },
] as const;

export type RevenueOption = (typeof REVENUE_OPTIONS)[number]["value"];
export type ServiceType = (typeof SERVICE_TYPES)[number]["value"];
export type WebsiteGoal = (typeof WEBSITE_GOALS)[number]["value"];
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number]["value"];
