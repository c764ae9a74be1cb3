/** The spec's Texas placeholder number, shown until NEXT_PUBLIC_AGENCY_PHONE is set. */
export const PLACEHOLDER_PHONE = "(512) 555-0142";

export interface PhoneNumber {
  display: string;
  tel: string;
  href: string;
}

/** A US number in any usual writing ("512-555-0142", "+1 512.555.0142") as shown and as dialled; else undefined. */
export function usPhone(text: string): PhoneNumber | undefined {
  const digits = text.replace(/[\s().+-]/g, "");
  const match = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (!match) return undefined;
  const [, area, exchange, line] = match;
  const tel = `+1${area}${exchange}${line}`;
  return { display: `(${area}) ${exchange}-${line}`, tel, href: `tel:${tel}` };
}
