import { describe, expect, it } from 'vitest';
// @ts-expect-error audit.mjs is plain JavaScript without types
import { judgeAudit } from './audit.mjs';

const counts = (high = 0, critical = 0, moderate = 0) => ({
  info: 0,
  low: 0,
  moderate,
  high,
  critical,
  total: high + critical + moderate,
});

/** The shape of `npm audit --json` (report version 2). */
const report = (vulnerabilities: Record<string, unknown>, metadata = counts()) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: metadata } });

describe('judging npm audit --omit=dev', () => {
  it('passes a report without high or critical advisories, moderate ones included', () => {
    const moderate = {
      name: 'slowthing',
      severity: 'moderate',
      via: [{ title: 'ReDoS', url: 'https://github.com/advisories/GHSA-aaaa' }],
      range: '<2.0.0',
      fixAvailable: true,
    };
    expect(judgeAudit(report({ slowthing: moderate }, counts(0, 0, 1)))).toEqual({
      verdict: 'pass',
      counts: counts(0, 0, 1),
    });
    expect(judgeAudit(report({})).verdict).toBe('pass');
  });

  it('fails on a high or a critical advisory and names the package, the advisory and whether a fix exists', () => {
    const judged = judgeAudit(
      report(
        {
          leaky: {
            name: 'leaky',
            severity: 'critical',
            via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-bbbb' }],
            range: '<1.2.3',
            fixAvailable: { name: 'leaky', version: '1.2.3' },
          },
          parent: { name: 'parent', severity: 'high', via: ['leaky'], range: '1.x', fixAvailable: false },
        },
        counts(1, 1),
      ),
    );
    expect(judged.verdict).toBe('fail');
    expect(judged.findings).toEqual([
      {
        name: 'leaky',
        severity: 'critical',
        range: '<1.2.3',
        advisories: ['Prototype pollution (https://github.com/advisories/GHSA-bbbb)'],
        fixAvailable: { name: 'leaky', version: '1.2.3' },
      },
      { name: 'parent', severity: 'high', range: '1.x', advisories: [], fixAvailable: false },
    ]);
  });

  it('fails on the counts alone too', () => {
    expect(judgeAudit(report({}, counts(1, 0))).verdict).toBe('fail');
  });

  it('calls an answer without a report unavailable (offline, or a registry without the audit service)', () => {
    const mirror = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(judgeAudit(mirror)).toEqual({
      verdict: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    expect(
      judgeAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to … failed' } })).verdict,
    ).toBe('unavailable');
    expect(judgeAudit('npm error something').verdict).toBe('unavailable');
  });
});
