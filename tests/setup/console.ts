let allowed = false;

/** Lets the current test log errors (it should assert on console.error itself). */
export function allowConsoleErrors() {
  allowed = true;
}

export function consoleErrorsAllowed() {
  return allowed;
}

export function resetConsoleErrorPolicy() {
  allowed = false;
}
