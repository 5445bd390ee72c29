import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { configuredFirmOrigin } from './mail-origin.js';
import { namesList } from './notification-flush.js';

describe('links and lists in documents mails', () => {
  it('builds the firm origin from the configuration only', () => {
    const dev = loadConfig({ NODE_ENV: 'development', BASE_DOMAIN: 'Guru.Example', PORT: '8080' });
    expect(configuredFirmOrigin(dev, { subdomain: 'demo' })).toBe('http://demo.guru.example:8080');
    const prod = loadConfig({
      NODE_ENV: 'production',
      BASE_DOMAIN: 'guru.example',
      APP_SECRET: 'x'.repeat(32),
      FILES_KEY: '00'.repeat(32),
    });
    expect(configuredFirmOrigin(prod, { subdomain: 'acme' })).toBe('https://acme.guru.example');
  });

  it('lists twenty names and counts the rest', () => {
    expect(namesList(['a.pdf'])).toBe('- a.pdf');
    const many = Array.from({ length: 22 }, (_, i) => `f${i + 1}.pdf`);
    const lines = namesList(many).split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[19]).toBe('- f20.pdf');
    expect(lines[20]).toBe('… and 2 more');
  });
});
