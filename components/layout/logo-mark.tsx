import { LOGO_SYMBOL_ID } from "@/components/ui/brand-marks";
import { ICON_SPRITE_PATH } from "@/components/ui/icon";

/** The brand's mark, a symbol of the icon sprite with its own fills: no script and a few bytes of payload. */
export function LogoMark() {
  return (
    <svg aria-hidden="true" className="size-8 shrink-0">
      <use href={`${ICON_SPRITE_PATH}#${LOGO_SYMBOL_ID}`} />
    </svg>
  );
}
