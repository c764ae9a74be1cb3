import { portfolioPage } from "@/content/portfolio";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(portfolioPage, "/portfolio");

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{portfolioPage.hero.title}</h1>
    </section>
  );
}
