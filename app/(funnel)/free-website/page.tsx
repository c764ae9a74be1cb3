import { freeWebsitePage } from "@/content/free-website";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(freeWebsitePage, "/free-website", { noindex: true });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{freeWebsitePage.hero.title}</h1>
    </section>
  );
}
