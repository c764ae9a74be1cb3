import { howItWorksPage } from "@/content/how-it-works";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(howItWorksPage, "/how-it-works");

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{howItWorksPage.hero.title}</h1>
    </section>
  );
}
