import { privacyPolicy } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({ title: privacyPolicy.title, description: privacyPolicy.description, path: "/privacy-policy" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{privacyPolicy.title}</h1>
    </section>
  );
}
