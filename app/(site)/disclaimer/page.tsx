import { LegalPage } from "@/components/legal/legal-page";
import { disclaimer } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: disclaimer.title,
  description: disclaimer.description,
  keywords: disclaimer.keywords,
  path: "/disclaimer",
});

export default function Page() {
  return <LegalPage page={disclaimer} />;
}
