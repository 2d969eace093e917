/**
 * Turns a camelCase key into capitalised, spaced words for display: "timeToClose" → "Time To Close".
 * Runs of capitals stay together ("averageIRR" → "Average IRR") and numbers become their own word.
 */
export function camelCaseToWords(key: string): string {
  return key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/([a-zA-Z])(\d)/g, "$1 $2")
    .split(" ")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
