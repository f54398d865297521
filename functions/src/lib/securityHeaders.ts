import helmet from 'helmet';

/**
 * helmet cut to what a JSON API needs (docs/architecture.md, "Security headers"). Every answer is data for the
 * app's own scripts, never a page: it may load nothing and be framed nowhere, it is never sniffed into another
 * type, it leaks no URL as a referrer, and no other site's page may embed it without CORS (lib/cors.ts decides
 * who may read it). HSTS is Hosting's to send; X-Download-Options and X-XSS-Protection concern pages only.
 * helmet also removes `X-Powered-By`, which the function runtime's own Express app (the Functions emulator's, the
 * Functions Framework's on deploy) sets before our app runs. Plain Node middleware, so it also serves the answers
 * given before Express runs (lib/runtimeBodyParsers.ts).
 */
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
  xDownloadOptions: false,
  xXssProtection: false,
});
