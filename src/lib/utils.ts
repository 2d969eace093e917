import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isAny } = validators;
const FONT_SIZES = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"];

/**
 * tailwind-merge limited to the utility groups this codebase's components actually override (the full default
 * configuration is most of the library's weight). Groups not listed here are simply joined.
 */
const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "grid",
      "inline-grid",
      "hidden",
      "contents",
    ],
    whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
    "font-size": [{ text: FONT_SIZES }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "text-color": [{ text: [isAny] }],
    "font-weight": [
      { font: ["thin", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] },
    ],
    leading: [{ leading: [isAny] }],
    shadow: [{ shadow: ["", "xs", "sm", "md", "lg", "xl", "2xl", "none", "inner"] }],
    bg: [{ bg: [isAny] }],
    "border-color": [{ border: [(value: string) => !/^(\d+|x|y|t|r|b|l|s|e)?$/.test(value)] }],
    h: [{ h: [isAny] }],
    w: [{ w: [isAny] }],
    p: [{ p: [isAny] }],
    px: [{ px: [isAny] }],
    py: [{ py: [isAny] }],
    pt: [{ pt: [isAny] }],
    pb: [{ pb: [isAny] }],
    pl: [{ pl: [isAny] }],
    pr: [{ pr: [isAny] }],
    m: [{ m: [isAny] }],
    mt: [{ mt: [isAny] }],
    mb: [{ mb: [isAny] }],
    gap: [{ gap: [isAny] }],
    "gap-x": [{ "gap-x": [isAny] }],
    "gap-y": [{ "gap-y": [isAny] }],
    "grid-cols": [{ "grid-cols": [isAny] }],
    rounded: [{ rounded: [isAny] }],
  },
  conflictingClassGroups: {
    // A font size sets its own line height.
    "font-size": ["leading"],
    p: ["px", "py", "pt", "pb", "pl", "pr"],
    px: ["pl", "pr"],
    py: ["pt", "pb"],
    m: ["mt", "mb"],
    gap: ["gap-x", "gap-y"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
