import type { Thing, WithContext } from "schema-dts";

/** Serialises structured data into a script tag; `<` is escaped so content can never close the tag. */
export function JsonLd({ data }: { data: WithContext<Thing> | readonly WithContext<Thing>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
