import { disclaimer } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({ title: disclaimer.title, description: disclaimer.description, path: "/disclaimer" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{disclaimer.title}</h1>
    </section>
  );
}
