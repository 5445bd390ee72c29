import { describe, expect, it } from 'vitest';
import { detectFormat } from './detectFormat';
import { fileContent } from './fileContent';
import { sample, samplePux } from './testSamples';

describe('detectFormat', () => {
  it.each([
    ['bitwarden.csv', 'bitwardenCsv'],
    ['bitwarden.json', 'bitwardenJson'],
    ['bitwarden-protected.json', 'bitwardenJson'],
    ['1password.csv', 'onePasswordCsv'],
    ['lastpass.csv', 'lastpassCsv'],
    ['chrome.csv', 'chromeCsv'],
    ['firefox.csv', 'firefoxCsv'],
    ['safari.csv', 'safariCsv'],
    ['keepass.xml', 'keepassXml'],
    ['keepassxc.csv', 'keepassxcCsv'],
    ['dashlane-credentials.csv', 'dashlaneCsv'],
    ['keeper.csv', 'keeperCsv'],
    ['keeper.json', 'keeperJson'],
    ['nordpass.csv', 'nordpassCsv'],
    ['protonpass.json', 'protonPassJson'],
    ['cxf.json', 'cxf'],
  ])('%s is %s', (name, format) => {
    expect(detectFormat(sample(name))).toBe(format);
  });

  it('a 1PUX archive is 1Password', () => {
    expect(detectFormat(samplePux())).toBe('onePasswordPux');
  });

  it('an unknown file is not guessed', () => {
    expect(detectFormat(fileContent('x.txt', new TextEncoder().encode('hello\nworld')))).toBeNull();
    expect(detectFormat(fileContent('x.json', new TextEncoder().encode('{"something": 1}')))).toBeNull();
  });
});
