import { describe, expect, it } from "vitest";

import { staticHtml } from "@/lib/blog/static-html";

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
    expect(() => staticHtml(<p style={{ color: "red" }}>x</p>)).toThrow(/style/);
  });
});
