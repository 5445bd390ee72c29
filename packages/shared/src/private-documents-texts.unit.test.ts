import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { appFaqs, siteFaq } from './site-content-faq.js';
import { learnMorePages } from './site-content-learn-more.js';
import { securityPages } from './site-content-security.js';

/** Every string of a text tree (objects, arrays). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

// The truth (documents.policy.ts, spaceOf): a client's second users open the client's space, Private Documents included.
describe('texts about Private Documents', () => {
  const texts = textsOf([messages, siteFaq, appFaqs, learnMorePages, securityPages]);

  it("never say the private area is the client's alone", () => {
    const alone = /you alone|yours alone|only you can see|for yourself\.|for yourself'/i;
    expect(texts.filter((text) => alone.test(text))).toEqual([]);
  });

  it('say who sees it where they say who sees it: the client and their second users', () => {
    expect(messages.disclosurePrivacyDocuments).toMatch(/second users/);
    expect(messages.signupSuccessPrivateExplained).toMatch(/second users/);
  });
});
