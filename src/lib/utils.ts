import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class lists; where two set the same utility, the later wins (tailwind-merge's own configuration). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
