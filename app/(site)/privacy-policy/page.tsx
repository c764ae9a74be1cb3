import { LegalPage } from "@/components/legal/legal-page";
import { privacyPolicy } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  keywords: privacyPolicy.keywords,
  path: "/privacy-policy",
});

export default function Page() {
  return <LegalPage page={privacyPolicy} />;
}
