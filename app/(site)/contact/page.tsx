import { contactPage } from "@/content/contact";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(contactPage, "/contact");

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{contactPage.hero.title}</h1>
    </section>
  );
}
