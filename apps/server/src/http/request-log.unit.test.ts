import { describe, expect, it } from 'vitest';
import { UNMATCHED_ROUTE, loggableUrl } from './request-log.js';

describe('loggableUrl', () => {
  it('logs the route template, never the values in the path', () => {
    expect(loggableUrl('/be/api/users/:id', '/be/api/users/3f0b6a52-8d4e-4f7a-9a51-0c2d7e9b1a44')).toBe(
      '/be/api/users/:id',
    );
    expect(loggableUrl(undefined, '/dashboard/clients/3f0b6a52-8d4e-4f7a-9a51-0c2d7e9b1a44')).toBe(
      UNMATCHED_ROUTE,
    );
  });

  it('keeps the values of paging, order and app parameters, and only the names of the others', () => {
    expect(
      loggableUrl(
        '/pass-api/api/v1/docVaults/me',
        '/pass-api/api/v1/docVaults/me?offset=20&limit=10&orderBy=-fileName&q=divorce%20papers&clientId=3f0b6a52',
      ),
    ).toBe(
      '/pass-api/api/v1/docVaults/me?offset=20&limit=10&orderBy=-fileName&q=[redacted]&clientId=[redacted]',
    );
    expect(loggableUrl('/x', '/x?fileName=Medical%20report.pdf&appType=documentvault#frag')).toBe(
      '/x?fileName=[redacted]&appType=documentvault',
    );
    expect(loggableUrl('/x', '/x?code=123456&token=t0k&email=a%40b.c&kit=k1')).toBe(
      '/x?code=[redacted]&token=[redacted]&email=[redacted]&kit=[redacted]',
    );
  });

  it('logs an allowed parameter by name when its value is not plain, and a strange name not at all', () => {
    expect(loggableUrl('/x', '/x?limit=Jane%20Doe&sort=%E0%A4%A')).toBe(
      '/x?limit=[redacted]&sort=[redacted]',
    );
    expect(loggableUrl('/x', '/x?jane%40doe.example=1&%E0%A4%A=1&123456&flag')).toBe(
      '/x?[parameter]&[parameter]&[parameter]&flag',
    );
    expect(loggableUrl('/x', '/x?')).toBe('/x');
  });
});
