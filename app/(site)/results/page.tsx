import { resultsPage } from "@/content/case-studies";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(resultsPage, "/results");

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{resultsPage.hero.title}</h1>
    </section>
  );
}
