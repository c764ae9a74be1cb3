import type * as React from "react";

/**
 * Every icon of the site (lucide's outline set, ISC licence): drawn once, as the symbols of the sprite at
 * ICON_SPRITE_PATH (app/icons.svg/route.ts), and referenced from the page with `<use>`. A page carries a few dozen
 * bytes per icon instead of its paths, twice (in the HTML and again in the RSC payload), and no icon ships
 * JavaScript. The look (24px, 2px round strokes in currentColor, no fill) is the `icon` class in app/globals.css.
 */
export const iconNames = [
  "arrow-left",
  "arrow-right",
  "award",
  "badge-check",
  "briefcase",
  "calendar",
  "calendar-check",
  "camera",
  "chart-column",
  "chart-line",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-alert",
  "circle-check",
  "clock",
  "dollar-sign",
  "download",
  "droplet",
  "external-link",
  "file-text",
  "flame",
  "gift",
  "globe",
  "hammer",
  "handshake",
  "hard-hat",
  "heart",
  "house",
  "layout-template",
  "leaf",
  "lightbulb",
  "loader-circle",
  "mail",
  "mail-check",
  "map-pin",
  "megaphone",
  "menu",
  "message-circle",
  "message-square",
  "monitor",
  "pause",
  "pen-tool",
  "phone",
  "play",
  "rocket",
  "search",
  "send",
  "send-horizontal",
  "shield-check",
  "smartphone",
  "sparkles",
  "star",
  "target",
  "thermometer",
  "thumbs-up",
  "trending-up",
  "user",
  "users",
  "wrench",
  "x",
  "zap",
] as const;

export type IconName = (typeof iconNames)[number];

/** Where the sprite is served; each symbol's id is the icon's name. */
export const ICON_SPRITE_PATH = "/icons.svg";

export type IconProps = Omit<React.ComponentProps<"svg">, "children" | "name">;

/** One icon; decorative (hidden from assistive technology) unless it is given an accessible name. */
export function Icon({ name, className, ...props }: IconProps & { name: IconName }) {
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden={labelled ? undefined : "true"}
      role={labelled ? "img" : undefined}
      className={className ? `icon ${className}` : "icon"}
      {...props}
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}

export type IconComponent = (props: IconProps) => React.ReactElement;

function named(name: IconName): IconComponent {
  const NamedIcon = (props: IconProps) => <Icon name={name} {...props} />;
  return Object.assign(NamedIcon, { displayName: name as string });
}

export const ArrowLeft = named("arrow-left");
export const ArrowRight = named("arrow-right");
export const Award = named("award");
export const BadgeCheck = named("badge-check");
export const Briefcase = named("briefcase");
export const Calendar = named("calendar");
export const CalendarCheck = named("calendar-check");
export const Camera = named("camera");
export const ChartColumn = named("chart-column");
export const ChartLine = named("chart-line");
export const Check = named("check");
export const ChevronDown = named("chevron-down");
export const ChevronLeft = named("chevron-left");
export const ChevronRight = named("chevron-right");
export const CircleAlert = named("circle-alert");
export const CircleCheck = named("circle-check");
export const Clock = named("clock");
export const DollarSign = named("dollar-sign");
export const Download = named("download");
export const Droplet = named("droplet");
export const ExternalLink = named("external-link");
export const FileText = named("file-text");
export const Flame = named("flame");
export const Gift = named("gift");
export const Globe = named("globe");
export const Hammer = named("hammer");
export const Handshake = named("handshake");
export const HardHat = named("hard-hat");
export const Heart = named("heart");
export const House = named("house");
export const LayoutTemplate = named("layout-template");
export const Leaf = named("leaf");
export const Lightbulb = named("lightbulb");
export const LoaderCircle = named("loader-circle");
export const Mail = named("mail");
export const MailCheck = named("mail-check");
export const MapPin = named("map-pin");
export const Megaphone = named("megaphone");
export const Menu = named("menu");
export const MessageCircle = named("message-circle");
export const MessageSquare = named("message-square");
export const Monitor = named("monitor");
export const Pause = named("pause");
export const PenTool = named("pen-tool");
export const Phone = named("phone");
export const Play = named("play");
export const Rocket = named("rocket");
export const Search = named("search");
export const Send = named("send");
export const SendHorizontal = named("send-horizontal");
export const ShieldCheck = named("shield-check");
export const Smartphone = named("smartphone");
export const Sparkles = named("sparkles");
export const Star = named("star");
export const Target = named("target");
export const Thermometer = named("thermometer");
export const ThumbsUp = named("thumbs-up");
export const TrendingUp = named("trending-up");
export const User = named("user");
export const Users = named("users");
export const Wrench = named("wrench");
export const X = named("x");
export const Zap = named("zap");
