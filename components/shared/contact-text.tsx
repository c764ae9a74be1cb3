import { siteConfig } from "@/content/site";

/** The phone number on one line: a narrow button wraps before it, never inside "(512) 555-0142". */
export function PhoneNumber() {
  return <span className="whitespace-nowrap">{siteConfig.phone.display}</span>;
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
