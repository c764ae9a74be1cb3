/* eslint-disable @next/next/no-img-element -- markup written to a string here, not a page */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { PACKED_GT, PACKED_LT, packHtml, unpackHtml } from "@/lib/packed-html";
import { staticHtml } from "@/lib/static-html";

function Heading({ children }: { children?: React.ReactNode }) {
  return <h2 id="a-b">{children}</h2>;
}

describe("an article's elements as one HTML string", () => {
  it("writes elements, attributes and nested function components as React would", () => {
    const tree = (
      <>
        <Heading>
          A <strong>b</strong>
        </Heading>
        <div className="table-scroll" role="region" tabIndex={0} aria-label={'x "y"'}>
          <p>
            {"5 < 6 & 7 > 2"}
            <br />
            {3}
            {null}
            {false}
          </p>
        </div>
      </>
    );
    expect(staticHtml(tree)).toBe(
      "<h2 id='a-b'>A <strong>b</strong></h2>" +
        "<div class='table-scroll' role='region' tabindex='0' aria-label='x \"y\"'>" +
        "<p>5 &lt; 6 &amp; 7 &gt; 2<br>3</p></div>",
    );
  });

  it("refuses what it cannot write rather than dropping it", () => {
    expect(() => staticHtml(<p title={["x"] as unknown as string}>x</p>)).toThrow(/title/);
  });
});

describe("static HTML of a card", () => {
  it("writes React's prop names as attributes, a style object as a declaration list, and named hosts as plain elements", () => {
    function ClientLink(props: { href: string; children?: React.ReactNode }): React.ReactNode {
      throw new Error(`a client component cannot run on the server: ${props.href}`);
    }
    const card = (
      <p>
        <img
          srcSet="a.png 1x"
          fetchPriority="low"
          style={{ color: "transparent", maxWidth: "100%", width: 48, lineHeight: 1.5 }}
          alt=""
        />
        <time dateTime="2025-01-05">January 5, 2025</time>
        <ClientLink href="/blog/a">Read</ClientLink>
      </p>
    );
    expect(staticHtml(card, new Map([[ClientLink, "a"]]))).toBe(
      "<p><img srcset='a.png 1x' fetchpriority='low' style='color:transparent;max-width:100%;width:48px;line-height:1.5' alt=''>" +
        "<time datetime='2025-01-05'>January 5, 2025</time><a href='/blog/a'>Read</a></p>",
    );
    expect(() => staticHtml(<svg viewBox="0 0 1 1" />)).toThrow(/viewBox/);
  });
});

describe("static HTML packed for the payload", () => {
  it("quotes a value with single quotes unless it holds one, and writes the packed delimiters as references", () => {
    expect(staticHtml(<p title={`it's "x"`}>{"a ^ b ` c"}</p>)).toBe(
      '<p title="it\'s &quot;x&quot;">a &#94; b &#96; c</p>',
    );
    expect(staticHtml(<abbr title={'^`"'} />)).toBe("<abbr title='&#94;&#96;\"'></abbr>");
    expect(packHtml("<p class='x'>a</p>")).toBe(
      `${PACKED_LT}p class='x'${PACKED_GT}a${PACKED_LT}/p${PACKED_GT}`,
    );
  });

  // Only the entities the writer uses, enough to read back what it wrote.
  const decode = (html: string) =>
    html.replace(/&(amp|lt|gt|quot|#\d+);/g, (_, name: string) =>
      name.startsWith("#")
        ? String.fromCharCode(Number(name.slice(1)))
        : { amp: "&", lt: "<", gt: ">", quot: '"' }[name]!,
    );

  it("reads back any text and attribute value, and only the tags' own delimiters are packed", () => {
    const tricky = fc.string({
      unit: fc.constantFrom("a", " ", "'", '"', "<", ">", "&", "^", "`", "#", ";"),
    });
    fc.assert(
      fc.property(tricky, tricky, (value, text) => {
        const html = staticHtml(
          <p title={value}>
            {text}
            <br />
          </p>,
        );
        const packed = packHtml(html);
        expect(packed.split(PACKED_LT)).toHaveLength(4);
        expect(packed.split(PACKED_GT)).toHaveLength(4);
        expect(unpackHtml(packed)).toBe(html);
        const [, single, double, body] =
          /^<p title=(?:'([^']*)'|"([^"]*)")>([^<>]*)<br><\/p>$/.exec(html) ?? [];
        expect(decode(single ?? double ?? "\0")).toBe(value);
        expect(decode(body ?? "\0")).toBe(text);
      }),
    );
  });
});
