import { describe, expect, it } from 'vitest';
import { describeFindings, findSecretsInLog, type RecordedSecret } from './log-secrets.js';

const secrets: RecordedSecret[] = [
  { kind: 'password', value: 'Signup!2026 "x"' },
  { kind: 'PIN', value: '2468' },
  { kind: 'SMS code', value: '482913' },
  { kind: 'link token', value: 'tok_Abc/def+123' },
  { kind: 'too short', value: '12' },
];

/** A request line as pino writes it at LOG_LEVEL=info. */
function requestLine(url: string, extra = ''): string {
  return `{"level":30,"time":1795486935335,"pid":2468,"hostname":"vm","reqId":"req-2468","req":{"method":"GET","url":"${url}","host":"localhost:3210","remoteAddress":"127.0.0.1","remotePort":52468},"msg":"incoming request"${extra}}`;
}

describe('findSecretsInLog', () => {
  it('passes a log of ordinary request lines, whose numbers hold a PIN only inside longer values', () => {
    const log = [
      requestLine('/pass-api/api/v1/auth/session'),
      requestLine('/pass-api/api/v1/public/branding', ',"responseTime":2468.25'),
      '{"level":30,"time":1795482468000,"pid":30001,"msg":"request completed","res":{"statusCode":200},"responseTime":12468.4}',
      requestLine('/password-management/signup?code=[redacted]&appType=passwordguru'),
    ].join('\n');
    expect(findSecretsInLog(log, secrets)).toEqual([]);
  });

  it('finds a long secret anywhere, as typed, URL-encoded or JSON-escaped, and masks it', () => {
    const log = [
      'starting',
      requestLine(`/reset?token=${encodeURIComponent('tok_Abc/def+123')}`),
      '{"level":50,"msg":"bad body","body":{"password":"Signup!2026 \\"x\\""}}',
    ].join('\n');
    const findings = findSecretsInLog(log, secrets);
    expect(findings.map((f) => [f.kind, f.line])).toEqual([
      ['link token', 2],
      ['password', 3],
    ]);
    expect(findings[0]!.masked).toContain('token=[link token]');
    expect(findings[1]!.masked).toContain('"password":"[password]"');
    expect(findings.map((f) => f.masked).join('\n')).not.toMatch(/tok_Abc|Signup!2026/);
    expect(describeFindings(findings, 'server.log')).toMatch(
      /^2 secret\(s\) found in server\.log:\n {2}link token on line 2: /,
    );
  });

  it('finds a PIN or a code only where it stands as a value of its own (query, JSON field, JSON string)', () => {
    const found = (line: string) => findSecretsInLog(line, secrets).map((f) => f.kind);
    expect(found(requestLine('/unlock?pin=2468&app=x'))).toEqual(['PIN']);
    expect(found(requestLine('/unlock?pin=2468'))).toEqual(['PIN']);
    expect(found('{"level":40,"body":{"pinCode":"2468"}}')).toEqual(['PIN']);
    expect(found('{"level":40,"body":{"verifyCode":482913,"appType":"x"}}')).toEqual(['SMS code']);
    expect(found('{"level":40,"codes":["111111","482913"]}')).toEqual(['SMS code']);
    expect(found('{"msg":"took 2468.5 ms","id":"a2468","n":12468,"text":"PIN 2468 of"}')).toEqual([]);
  });

  it('finds a 6-digit code as a whole word, also in prose, but not inside a longer number or name', () => {
    const found = (line: string) => findSecretsInLog(line, secrets).map((f) => f.kind);
    expect(found('sms to +12025550177: your code is 482913.')).toEqual(['SMS code']);
    expect(found('{"msg":"sms to +12025550177: your code is 482913"}')).toEqual(['SMS code']);
    expect(found('{"msg":"ids 1482913 req-482913 482913_x 482913.5"}')).toEqual([]);
    expect(found('{"level":40,"short":"12"}')).toEqual([]);
  });

  it("skips the start banner's demo logins, and only them", () => {
    const log = [
      '',
      'Demo logins (username / password / PIN):',
      '  client    client / Signup!2026 "x" / 2468',
      '',
      '{"level":40,"pin":"2468"}',
    ].join('\n');
    expect(findSecretsInLog(log, secrets).map((f) => [f.kind, f.line])).toEqual([['PIN', 5]]);
  });
});
