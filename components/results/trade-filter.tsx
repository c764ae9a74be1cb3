import { caseStudies, resultsPage, trades, type Trade } from "@/content/case-studies";
import { cn } from "@/lib/utils";

/*
 * Filtering without JavaScript: each chip is a link to an empty anchor (#trade-roofing...) at the top of the list,
 * and CSS (:target) hides the other trades' cards and marks the chip. Literal classes, so Tailwind finds them.
 */
const hiddenUnlessTrade: Record<Trade, string> = {
  roofing: "[[data-cases]:has([data-trade-anchor]:target:not(#trade-roofing))_&]:hidden",
  hvac: "[[data-cases]:has([data-trade-anchor]:target:not(#trade-hvac))_&]:hidden",
  plumbing: "[[data-cases]:has([data-trade-anchor]:target:not(#trade-plumbing))_&]:hidden",
  electrical: "[[data-cases]:has([data-trade-anchor]:target:not(#trade-electrical))_&]:hidden",
  landscaping: "[[data-cases]:has([data-trade-anchor]:target:not(#trade-landscaping))_&]:hidden",
  contractors: "[[data-cases]:has([data-trade-anchor]:target:not(#trade-contractors))_&]:hidden",
  local: "[[data-cases]:has([data-trade-anchor]:target:not(#trade-local))_&]:hidden",
};

const activeChip: Record<Trade | "all", string> = {
  all: "[[data-cases]:not(:has([data-trade-anchor]:target))_&]:chip-active",
  roofing: "[[data-cases]:has(#trade-roofing:target)_&]:chip-active",
  hvac: "[[data-cases]:has(#trade-hvac:target)_&]:chip-active",
  plumbing: "[[data-cases]:has(#trade-plumbing:target)_&]:chip-active",
  electrical: "[[data-cases]:has(#trade-electrical:target)_&]:chip-active",
  landscaping: "[[data-cases]:has(#trade-landscaping:target)_&]:chip-active",
  contractors: "[[data-cases]:has(#trade-contractors:target)_&]:chip-active",
  local: "[[data-cases]:has(#trade-local:target)_&]:chip-active",
};

export const tradeAnchor = (trade: Trade) => `trade-${trade}`;

/** The class that hides a case study while another trade's chip is chosen. */
export const tradeItemClass = (trade: Trade) => hiddenUnlessTrade[trade];

const shownTrades = trades.filter((trade) => caseStudies.some((study) => study.trade === trade.id));

/** The chips (links) and the empty anchors they point to; place inside the element marked data-cases. */
export function TradeFilter() {
  const chip =
    "inline-flex min-h-11 items-center rounded-full border-2 border-border bg-background px-4 font-semibold whitespace-nowrap text-foreground hover:border-primary hover:text-primary";
  return (
    <>
      <nav aria-label={resultsPage.tradeFilterLabel} className="mb-8">
        <ul role="list" className="flex flex-wrap justify-center gap-2">
          <li>
            <a href="#case-studies-list" className={cn(chip, activeChip.all)}>
              {resultsPage.allTradesLabel}
            </a>
          </li>
          {shownTrades.map((trade) => (
            <li key={trade.id}>
              <a href={`#${tradeAnchor(trade.id)}`} className={cn(chip, activeChip[trade.id])}>
                {trade.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div id="case-studies-list" className="scroll-mt-40">
        {shownTrades.map((trade) => (
          <span
            key={trade.id}
            id={tradeAnchor(trade.id)}
            data-trade-anchor=""
            className="block scroll-mt-40"
          />
        ))}
      </div>
    </>
  );
}
