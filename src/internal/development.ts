/**
 * Whether the code runs as a development build: `process.env.NODE_ENV` is not "production".
 * Bundlers replace `process.env.NODE_ENV` in what they build, so a production bundle reads
 * "production" here (even in a browser, which has no `process`) and never loads what this guards;
 * where nothing replaced it and there is no `process` (a browser without a bundler), it is development.
 */
export const isDevelopment = (): boolean => {
  try {
    return process.env.NODE_ENV !== "production"
  } catch {
    return true
  }
}
