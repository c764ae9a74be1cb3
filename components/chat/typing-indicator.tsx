/** Three dots while a reply is on its way; decorative, since the reply itself is announced. */
export function TypingIndicator() {
  return (
    <div aria-hidden="true" className="mt-3 flex w-fit gap-1 rounded-2xl rounded-bl-sm bg-muted px-3.5 py-3">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
