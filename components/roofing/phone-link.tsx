import { PhoneLabel } from "@/components/shared/contact-text";
import { buttonVariants } from "@/components/ui/button";
import { Phone } from "@/components/ui/icon";
import { siteConfig } from "@/content/site";
import { cn } from "@/lib/utils";

export function PhoneLink({
  label,
  variant = "outline",
  size = "lg",
  className,
}: {
  label: string;
  variant?: "outline" | "outline-light" | "primary" | "link";
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <a href={siteConfig.phone.href} className={cn(buttonVariants({ variant, size }), className)}>
      <Phone aria-hidden="true" />
      <PhoneLabel label={label} />
    </a>
  );
}
