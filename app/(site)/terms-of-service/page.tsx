import { LegalPage } from "@/components/legal/legal-page";
import { termsOfService } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: termsOfService.title,
  description: termsOfService.description,
  keywords: termsOfService.keywords,
  path: "/terms-of-service",
});

export default function Page() {
  return <LegalPage page={termsOfService} />;
}
