import helmet from 'helmet';

/** helmet cut to what a JSON API needs, also for answers given before Express runs (docs/architecture.md, "Security headers"). */
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
