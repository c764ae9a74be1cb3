/**
 * A page's sticky header, drawn only once it is whole: a frame painted while it was still being parsed showed it
 * half-built, and its rows moved as the rest came (app/globals.css, `[data-show-whole]`).
 */
export function StickyHeader({ children }: { children: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-40 shadow-sm" data-show-whole="">
      {children}
      {/* Its last element: the rows show once this is parsed. */}
      <span hidden data-whole-end="" />
    </header>
  );
}
