import { siteConfig } from "@/content/site";
import { cx } from "@/lib/class-names";

/**
 * The phone number on one line: a narrow button wraps before it, never inside "(512) 555-0142". `className` only
 * shows or hides it at some widths.
 */
export function PhoneNumber({ className }: { className?: string }) {
  return <span className={cx("whitespace-nowrap", className)}>{siteConfig.phone.display}</span>;
}

/**
 * "Label (512) 555-0142" inside a button: one piece of text, so it wraps between the label and the number (the
 * button balances the lines), not as a column per flex item; neither the label nor the number is split.
 */
export function PhoneLabel({ label }: { label: string }) {
  return (
    <span>
      <span className="whitespace-nowrap">{label}</span> <PhoneNumber />
    </span>
  );
}

/** The email address, breaking after the @ first; mid-word only where the domain alone does not fit. */
export function EmailAddress() {
  const [user, domain] = siteConfig.email.split("@");
  return (
    <span className="[overflow-wrap:anywhere]">
      {user}@<wbr />
      {domain}
    </span>
  );
}
