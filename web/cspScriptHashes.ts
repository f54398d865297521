import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

// firebase.json's CSP allows the pages' inline theme script by hash, written by hand because `firebase deploy` reads
// firebase.json before its predeploy build: this plugin fails a build whose hashes differ (docs/security.md).

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// An inline event handler (onclick="...") or a javascript: URL would need 'unsafe-inline' or 'unsafe-hashes'.
const INLINE_HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i;
const JAVASCRIPT_URL = /\b(?:href|src|action)\s*=\s*["']?\s*javascript:/i;

/** A `<script type="application/json">` and the like hold data: the browser never runs them, and CSP ignores them. */
function isDataBlock(attributes: string): boolean {
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type !== undefined && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript';
}

/** The CSP source of every inline script of `html` (`'sha256-...'`), in the order they appear. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The `'sha256-...'` sources of the script-src directive of a Content-Security-Policy. */
function cspScriptHashes(policy: string): string[] {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return (scriptSrc ?? []).filter((source) => source.startsWith("'sha256-"));
}

interface HostingHeaders {
  hosting?: { headers?: { headers?: { key: string; value: string }[] }[] };
}

/** The one Content-Security-Policy of firebase.json's Hosting headers (the pages', every path but /api/). */
function hostingPolicy(firebaseJson: HostingHeaders): string {
  const policies = (firebaseJson.hosting?.headers ?? [])
    .flatMap((entry) => entry.headers ?? [])
    .filter((header) => header.key.toLowerCase() === 'content-security-policy');
  const [policy, ...others] = policies;
  if (!policy || others.length > 0) throw new Error(`firebase.json: hosting.headers should hold one Content-Security-Policy, not ${policies.length}`);
  return policy.value;
}

export function checkCspScriptHashes(firebaseJson: HostingHeaders): Plugin {
  return {
    name: 'campuseats:check-csp-script-hashes',
    apply: 'build',
    // After prerender.ts has added its pages to the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const built = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
        const html = typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString('utf8');
        if (INLINE_HANDLER.test(html) || JAVASCRIPT_URL.test(html)) {
          throw new Error(`${file.fileName} has an inline event handler or a javascript: URL, which the CSP blocks; use a script file`);
        }
        for (const hash of inlineScriptHashes(html)) built.add(hash);
      }
      const policy = hostingPolicy(firebaseJson);
      const listed = new Set(cspScriptHashes(policy));
      const missing = [...built].filter((hash) => !listed.has(hash));
      const stale = [...listed].filter((hash) => !built.has(hash));
      if (missing.length > 0 || stale.length > 0) {
        throw new Error(
          [
            "The inline scripts of the built pages do not match the script-src hashes of firebase.json's Content-Security-Policy.",
            missing.length > 0 ? `Not listed (the browser would block them): ${missing.join(' ')}` : '',
            stale.length > 0 ? `Listed but no longer in any page: ${stale.join(' ')}` : '',
            `Set script-src in firebase.json (hosting.headers, Content-Security-Policy) to: script-src 'self' ${[...built].join(' ')}`,
          ]
            .filter(Boolean)
            .join('\n'),
        );
      }
    },
  };
}
