/* eslint-disable @next/next/no-img-element -- markup written to a string here, not a page */
import { describe, expect, it } from "vitest";

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
      '<h2 id="a-b">A <strong>b</strong></h2>' +
        '<div class="table-scroll" role="region" tabindex="0" aria-label="x &quot;y&quot;">' +
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
      '<p><img srcset="a.png 1x" fetchpriority="low" style="color:transparent;max-width:100%;width:48px;line-height:1.5" alt="">' +
        '<time datetime="2025-01-05">January 5, 2025</time><a href="/blog/a">Read</a></p>',
    );
    expect(() => staticHtml(<svg viewBox="0 0 1 1" />)).toThrow(/viewBox/);
  });
});
