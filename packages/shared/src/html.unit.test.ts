import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.js';

describe('escapeHtml', () => {
  it('escapes what HTML gives a meaning to, and leaves the rest', () => {
    expect(escapeHtml(`<b title="x">Tom & Jerry's</b>`)).toBe(
      '&lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;',
    );
    expect(escapeHtml('Password Guru')).toBe('Password Guru');
  });
});
