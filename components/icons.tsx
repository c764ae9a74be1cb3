import {
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  Award as AwardNode,
  BadgeCheck as BadgeCheckNode,
  Briefcase as BriefcaseNode,
  Calendar as CalendarNode,
  Camera as CameraNode,
  ChartColumn as ChartColumnNode,
  ChartLine as ChartLineNode,
  Check as CheckNode,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  CircleCheck as CircleCheckNode,
  Clock as ClockNode,
  DollarSign as DollarSignNode,
  Download as DownloadNode,
  Droplet as DropletNode,
  ExternalLink as ExternalLinkNode,
  FileText as FileTextNode,
  Flame as FlameNode,
  Gift as GiftNode,
  Globe as GlobeNode,
  Hammer as HammerNode,
  Handshake as HandshakeNode,
  HardHat as HardHatNode,
  Heart as HeartNode,
  House as HouseNode,
  LayoutTemplate as LayoutTemplateNode,
  Leaf as LeafNode,
  Lightbulb as LightbulbNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Megaphone as MegaphoneNode,
  Menu as MenuNode,
  MessageCircle as MessageCircleNode,
  MessageSquare as MessageSquareNode,
  Monitor as MonitorNode,
  Pause as PauseNode,
  PenTool as PenToolNode,
  Phone as PhoneNode,
  Play as PlayNode,
  Rocket as RocketNode,
  Search as SearchNode,
  Send as SendNode,
  ShieldCheck as ShieldCheckNode,
  Smartphone as SmartphoneNode,
  Sparkles as SparklesNode,
  Star as StarNode,
  Target as TargetNode,
  Thermometer as ThermometerNode,
  ThumbsUp as ThumbsUpNode,
  TrendingUp as TrendingUpNode,
  User as UserNode,
  Users as UsersNode,
  Wrench as WrenchNode,
  X as XNode,
  Zap as ZapNode,
  type IconNode,
} from "lucide";
import { createElement } from "react";
import type * as React from "react";

import { iconClassName, iconSvgAttributes, type IconProps } from "@/components/ui/inline-icons";

/**
 * The site's icons for server components: lucide's icon data (the `lucide` package) drawn as plain <svg> on the
 * server. lucide-react's icons are client components, which put lucide's runtime in every page's first-load
 * JavaScript and hydrated every icon; these ship no JavaScript at all.
 */
export type { IconProps };
export type IconComponent = (props: IconProps) => React.ReactElement;

function fromNode(name: string, node: IconNode): IconComponent {
  function LucideSvg({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg
        {...iconSvgAttributes}
        aria-hidden={labelled ? undefined : "true"}
        className={iconClassName(className)}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  LucideSvg.displayName = name;
  return LucideSvg;
}

export const ArrowLeft = fromNode("arrow-left", ArrowLeftNode);
export const ArrowRight = fromNode("arrow-right", ArrowRightNode);
export const Award = fromNode("award", AwardNode);
export const BadgeCheck = fromNode("badge-check", BadgeCheckNode);
export const Briefcase = fromNode("briefcase", BriefcaseNode);
export const Calendar = fromNode("calendar", CalendarNode);
export const Camera = fromNode("camera", CameraNode);
export const ChartColumn = fromNode("chart-column", ChartColumnNode);
export const ChartLine = fromNode("chart-line", ChartLineNode);
export const Check = fromNode("check", CheckNode);
export const ChevronDown = fromNode("chevron-down", ChevronDownNode);
export const ChevronLeft = fromNode("chevron-left", ChevronLeftNode);
export const ChevronRight = fromNode("chevron-right", ChevronRightNode);
export const CircleCheck = fromNode("circle-check", CircleCheckNode);
export const Clock = fromNode("clock", ClockNode);
export const DollarSign = fromNode("dollar-sign", DollarSignNode);
export const Download = fromNode("download", DownloadNode);
export const Droplet = fromNode("droplet", DropletNode);
export const ExternalLink = fromNode("external-link", ExternalLinkNode);
export const FileText = fromNode("file-text", FileTextNode);
export const Flame = fromNode("flame", FlameNode);
export const Gift = fromNode("gift", GiftNode);
export const Globe = fromNode("globe", GlobeNode);
export const Hammer = fromNode("hammer", HammerNode);
export const Handshake = fromNode("handshake", HandshakeNode);
export const HardHat = fromNode("hard-hat", HardHatNode);
export const Heart = fromNode("heart", HeartNode);
export const House = fromNode("house", HouseNode);
export const LayoutTemplate = fromNode("layout-template", LayoutTemplateNode);
export const Leaf = fromNode("leaf", LeafNode);
export const Lightbulb = fromNode("lightbulb", LightbulbNode);
export const Mail = fromNode("mail", MailNode);
export const MapPin = fromNode("map-pin", MapPinNode);
export const Megaphone = fromNode("megaphone", MegaphoneNode);
export const Menu = fromNode("menu", MenuNode);
export const MessageCircle = fromNode("message-circle", MessageCircleNode);
export const MessageSquare = fromNode("message-square", MessageSquareNode);
export const Monitor = fromNode("monitor", MonitorNode);
export const Pause = fromNode("pause", PauseNode);
export const PenTool = fromNode("pen-tool", PenToolNode);
export const Phone = fromNode("phone", PhoneNode);
export const Play = fromNode("play", PlayNode);
export const Rocket = fromNode("rocket", RocketNode);
export const Search = fromNode("search", SearchNode);
export const Send = fromNode("send", SendNode);
export const ShieldCheck = fromNode("shield-check", ShieldCheckNode);
export const Smartphone = fromNode("smartphone", SmartphoneNode);
export const Sparkles = fromNode("sparkles", SparklesNode);
export const Star = fromNode("star", StarNode);
export const Target = fromNode("target", TargetNode);
export const Thermometer = fromNode("thermometer", ThermometerNode);
export const ThumbsUp = fromNode("thumbs-up", ThumbsUpNode);
export const TrendingUp = fromNode("trending-up", TrendingUpNode);
export const User = fromNode("user", UserNode);
export const Users = fromNode("users", UsersNode);
export const Wrench = fromNode("wrench", WrenchNode);
export const X = fromNode("x", XNode);
export const Zap = fromNode("zap", ZapNode);
