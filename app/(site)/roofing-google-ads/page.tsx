import { roofingPage } from "@/content/roofing";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(roofingPage, "/roofing-google-ads");

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{roofingPage.hero.title}</h1>
    </section>
  );
}
