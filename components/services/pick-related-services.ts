import type { ServiceEntry } from "@/content/services";

/** Related services: same category first, then catalogue order after this one, so each page suggests a different set. */
export function pickRelatedServices(slug: string, all: readonly ServiceEntry[], count = 3): ServiceEntry[] {
  const index = all.findIndex((service) => service.slug === slug);
  const current = all[index];
  if (!current) return all.slice(0, count);
  const others = [...all.slice(index + 1), ...all.slice(0, index)];
  const sameCategory = others.filter((service) => service.category === current.category);
  const rest = others.filter((service) => service.category !== current.category);
  return [...sameCategory, ...rest].slice(0, count);
}
