import { homePage } from "@/content/home";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(homePage, "/");

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{homePage.hero.title}</h1>
    </section>
  );
}
