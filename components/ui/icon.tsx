import type * as React from "react";

import type { IconName } from "./icon-names";
import { Icon, type IconProps } from "./sprite-icon";

export { iconNames, type IconName } from "./icon-names";

export { Icon, ICON_SPRITE_PATH, type IconProps } from "./sprite-icon";

export type IconComponent = (props: IconProps) => React.ReactElement;

// Each named icon is marked pure, so a client bundle keeps only the icons its components draw.
function named(name: IconName): IconComponent {
  const NamedIcon = (props: IconProps) => <Icon name={name} {...props} />;
  return Object.assign(NamedIcon, { displayName: name as string });
}

export const ArrowLeft = /* @__PURE__ */ named("arrow-left");
export const ArrowRight = /* @__PURE__ */ named("arrow-right");
export const Award = /* @__PURE__ */ named("award");
export const BadgeCheck = /* @__PURE__ */ named("badge-check");
export const Briefcase = /* @__PURE__ */ named("briefcase");
export const Calendar = /* @__PURE__ */ named("calendar");
export const CalendarCheck = /* @__PURE__ */ named("calendar-check");
export const Camera = /* @__PURE__ */ named("camera");
export const ChartColumn = /* @__PURE__ */ named("chart-column");
export const ChartLine = /* @__PURE__ */ named("chart-line");
export const Check = /* @__PURE__ */ named("check");
export const ChevronDown = /* @__PURE__ */ named("chevron-down");
export const ChevronLeft = /* @__PURE__ */ named("chevron-left");
export const ChevronRight = /* @__PURE__ */ named("chevron-right");
export const CircleAlert = /* @__PURE__ */ named("circle-alert");
export const CircleCheck = /* @__PURE__ */ named("circle-check");
export const Clock = /* @__PURE__ */ named("clock");
export const DollarSign = /* @__PURE__ */ named("dollar-sign");
export const Download = /* @__PURE__ */ named("download");
export const Droplet = /* @__PURE__ */ named("droplet");
export const ExternalLink = /* @__PURE__ */ named("external-link");
export const FileText = /* @__PURE__ */ named("file-text");
export const Flame = /* @__PURE__ */ named("flame");
export const Gift = /* @__PURE__ */ named("gift");
export const Globe = /* @__PURE__ */ named("globe");
export const Hammer = /* @__PURE__ */ named("hammer");
export const Handshake = /* @__PURE__ */ named("handshake");
export const HardHat = /* @__PURE__ */ named("hard-hat");
export const Heart = /* @__PURE__ */ named("heart");
export const House = /* @__PURE__ */ named("house");
export const LayoutTemplate = /* @__PURE__ */ named("layout-template");
export const Leaf = /* @__PURE__ */ named("leaf");
export const Lightbulb = /* @__PURE__ */ named("lightbulb");
export const LoaderCircle = /* @__PURE__ */ named("loader-circle");
export const Mail = /* @__PURE__ */ named("mail");
export const MailCheck = /* @__PURE__ */ named("mail-check");
export const MapPin = /* @__PURE__ */ named("map-pin");
export const Megaphone = /* @__PURE__ */ named("megaphone");
export const Menu = /* @__PURE__ */ named("menu");
export const MessageCircle = /* @__PURE__ */ named("message-circle");
export const MessageSquare = /* @__PURE__ */ named("message-square");
export const Monitor = /* @__PURE__ */ named("monitor");
export const Pause = /* @__PURE__ */ named("pause");
export const PenTool = /* @__PURE__ */ named("pen-tool");
export const Phone = /* @__PURE__ */ named("phone");
export const Play = /* @__PURE__ */ named("play");
export const Rocket = /* @__PURE__ */ named("rocket");
export const Search = /* @__PURE__ */ named("search");
export const Send = /* @__PURE__ */ named("send");
export const SendHorizontal = /* @__PURE__ */ named("send-horizontal");
export const ShieldCheck = /* @__PURE__ */ named("shield-check");
export const Smartphone = /* @__PURE__ */ named("smartphone");
export const Sparkles = /* @__PURE__ */ named("sparkles");
export const Star = /* @__PURE__ */ named("star");
export const Target = /* @__PURE__ */ named("target");
export const Thermometer = /* @__PURE__ */ named("thermometer");
export const ThumbsUp = /* @__PURE__ */ named("thumbs-up");
export const TrendingUp = /* @__PURE__ */ named("trending-up");
export const User = /* @__PURE__ */ named("user");
export const Users = /* @__PURE__ */ named("users");
export const Wrench = /* @__PURE__ */ named("wrench");
export const X = /* @__PURE__ */ named("x");
export const Zap = /* @__PURE__ */ named("zap");
