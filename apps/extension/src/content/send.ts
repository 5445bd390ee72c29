import { browser } from 'wxt/browser';
import type {
  Answer,
  FilledCredential,
  MenuAnswer,
  Offer,
  OfferOutcome,
  PageRequest,
} from '../lib/protocol.js';

interface PageAnswers {
  menu: MenuAnswer;
  fill: FilledCredential | null;
  generate: { password: string } | null;
  submitted: Offer | { outcome: OfferOutcome } | null;
  offer: Offer | { outcome: OfferOutcome } | null;
  answerOffer: { outcome: OfferOutcome };
}

/** One request of the content script to the service worker; null when it failed (nothing is filled). */
export async function send<R extends PageRequest>(request: R): Promise<PageAnswers[R['type']] | null> {
  try {
    const answer = (await browser.runtime.sendMessage(request)) as Answer<PageAnswers[R['type']]> | undefined;
    return answer?.ok ? answer.data : null;
  } catch {
    return null;
  }
}
