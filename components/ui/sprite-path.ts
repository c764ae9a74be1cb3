/** Where the icon sprite is served (app/icons.svg/route.ts); each symbol's id is the icon's name. */
export const ICON_SPRITE_PATH = "/icons.svg";
