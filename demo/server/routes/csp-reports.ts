/**
 * The CSP violation report endpoint (middleware/security-headers.ts names it in every page's policy).
 *
 * POST /csp-reports takes both formats browsers send:
 * - the Reporting API's (`report-to`; `Content-Type: application/reports+json`): an array of reports, those of
 *   `type: "csp-violation"` kept;
 * - the older `report-uri` one (`Content-Type: application/csp-report`): `{"csp-report": {...}}`.
 * Each is logged (one line on stderr) and kept in memory (the last 200), normalised to `CspReport`. Always 204: a
 * browser does nothing with the answer. No XSRF check (browsers send reports without cookies or custom headers) and
 * nothing stored in the database: at most 64 KB per request, and the memory bounded.
 *
 * GET /csp-reports lists the kept reports only when the app was created with `readable: true` (main.ts: environment
 * BUTIK_TEST_CSP_REPORTS=1, which the journeys' server sets); otherwise 404. Test-only: reports name pages and
 * scripts of visitors.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** One violation, whichever format it came in. */
export interface CspReport {
  documentURL: string;
  blockedURL: string;
  effectiveDirective: string;
  disposition: string;
  sourceFile: string;
  lineNumber: number | null;
  sample: string;
  /** Server time it arrived (ISO 8601). */
  received: string;
}

const KEEP = 200;
const MAX_BODY = 64 * 1024;

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reporting API body (camelCase) or report-uri body (kebab-case) -> CspReport. */
function normalise(body: Record<string, unknown>, received: string): CspReport {
  return {
    documentURL: str(body.documentURL ?? body['document-uri']),
    blockedURL: str(body.blockedURL ?? body['blocked-uri']),
    effectiveDirective: str(body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive']),
    disposition: str(body.disposition) || 'enforce',
    sourceFile: str(body.sourceFile ?? body['source-file']),
    lineNumber: num(body.lineNumber ?? body['line-number']),
    sample: str(body.sample ?? body['script-sample']),
    received,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The violations a request body holds (none for anything unrecognised). */
export function parseReports(payload: unknown, received: string): CspReport[] {
  if (Array.isArray(payload)) {
    return payload
      .filter((r): r is Record<string, unknown> => isObject(r) && r.type === 'csp-violation' && isObject(r.body))
      .map((r) => normalise(r.body as Record<string, unknown>, received));
  }
  if (isObject(payload) && isObject(payload['csp-report'])) return [normalise(payload['csp-report'], received)];
  return [];
}

export interface CspReportOptions {
  /** GET lists the kept reports (tests only). */
  readable?: boolean;
  /** Where each report is logged (default: console.warn). */
  log?: (line: string) => void;
}

export function cspReportRoutes({ readable = false, log = console.warn }: CspReportOptions = {}): Hono {
  const app = new Hono();
  const kept: CspReport[] = [];

  app.post('/', bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.body(null, 413) }), async (c) => {
    let payload: unknown;
    try {
      // application/reports+json, application/csp-report and application/json are all JSON.
      payload = JSON.parse(await c.req.text());
    } catch {
      return c.body(null, 400);
    }
    const reports = parseReports(payload, new Date().toISOString());
    for (const report of reports) {
      log(
        `[csp] ${report.disposition} ${report.effectiveDirective} blocked ${report.blockedURL || 'inline'} on ${report.documentURL}` +
          (report.sourceFile ? ` (${report.sourceFile}:${report.lineNumber ?? '?'})` : ''),
      );
      kept.push(report);
    }
    kept.splice(0, Math.max(0, kept.length - KEEP));
    return c.body(null, 204);
  });

  app.get('/', (c) => (readable ? c.json({ reports: kept }) : c.text('Not found', 404)));
  return app;
}
