import { termsOfService } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({ title: termsOfService.title, description: termsOfService.description, path: "/terms-of-service" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{termsOfService.title}</h1>
    </section>
  );
}
