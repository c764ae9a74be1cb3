import { servicesPage } from "@/content/services-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(servicesPage, "/services");

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{servicesPage.hero.title}</h1>
    </section>
  );
}
