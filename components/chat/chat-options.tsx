import { chatbotCopy } from "@/content/chatbot";

export function ChatOptions({
  options,
  onChoose,
}: {
  options: readonly string[];
  onChoose(label: string): void;
}) {
  return (
    <div role="group" aria-label={chatbotCopy.optionsLabel} className="mt-3 flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          onClick={() => onChoose(option)}
          className="min-h-9 cursor-pointer rounded-full border border-primary bg-background px-3.5 text-sm text-primary transition-colors hover:bg-primary-soft"
        >
          {option}
        </button>
      ))}
    </div>
  );
}
