import { ArrowLeft, X } from "@/components/ui/icon";
import { chatbotCopy } from "@/content/chatbot";

const iconButton =
  "flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-primary-foreground transition-colors hover:bg-white/15 focus-visible:outline-white";

interface ChatPanelHeaderProps {
  titleId: string;
  title: string;
  onClose(): void;
  onBack?: () => void;
}

export function ChatPanelHeader({ titleId, title, onClose, onBack }: ChatPanelHeaderProps) {
  return (
    <div className="flex items-center gap-2 bg-primary py-2 pr-2 pl-4 text-primary-foreground">
      {onBack ? (
        <button
          type="button"
          aria-label={chatbotCopy.backLabel}
          onClick={onBack}
          className={`${iconButton} -ml-2`}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-base leading-tight">
          {title}
        </h2>
        <p className="text-xs text-primary-foreground">{chatbotCopy.status}</p>
      </div>
      <button type="button" aria-label={chatbotCopy.closeLabel} onClick={onClose} className={iconButton}>
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
