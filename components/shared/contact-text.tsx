import { siteConfig } from "@/content/site";
import { cn } from "@/lib/utils";

/** The phone number on one line: a narrow button wraps before it, never inside it. */
export function PhoneNumber({ className }: { className?: string }) {
  return <span className={cn("whitespace-nowrap", className)}>{siteConfig.phone.display}</span>;
}

/** "Label (512) 555-0142" as one text in a button, so it wraps between label and number, never inside either. */
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
