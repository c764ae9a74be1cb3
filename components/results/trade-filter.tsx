import { caseStudies, resultsPage, trades, type Trade } from "@/content/case-studies";

// No JavaScript: each chip links to an empty anchor atop the list; :target CSS (app/globals.css) filters.

export const tradeAnchor = (trade: Trade) => `trade-${trade}`;

const shownTrades = trades.filter((trade) => caseStudies.some((study) => study.trade === trade.id));

const chips = [
  <li key="all">
    <a href="#case-studies-list" className="chip">
      {resultsPage.allTradesLabel}
    </a>
  </li>,
  ...shownTrades.map((trade) => (
    <li key={trade.id}>
      <a href={`#${tradeAnchor(trade.id)}`} className="chip">
        {trade.label}
      </a>
    </li>
  )),
];

const anchors = shownTrades.map((trade) => (
  <span key={trade.id} id={tradeAnchor(trade.id)} data-trade-anchor="" className="block scroll-mt-40" />
));

/** Place inside the element marked data-cases. */
export function TradeFilter() {
  return (
    <>
      <nav aria-label={resultsPage.tradeFilterLabel} className="mb-8">
        <ul role="list" className="flex flex-wrap justify-center gap-2">
          {chips}
        </ul>
      </nav>
      <div id="case-studies-list" className="scroll-mt-40">
        {anchors}
      </div>
    </>
  );
}
