import { describe, expect, it } from 'vitest';
import { incidentNoticesMessages as m } from '@guru/shared';
import { emptyNoticeForm, noticeBody, noticeFormErrors, type NoticeFormValues } from './noticeForm';

const filled: NoticeFormValues = {
  title: '  Mailbox breach ',
  occurredOn: '2026-03-01',
  whatHappened: 'Someone read a mailbox.\nFor an hour.',
  whatWeDid: 'Closed it.',
  whatYouShouldDo: 'Watch your accounts.',
  all: false,
  chosen: ['b2d5c1e4-0b1f-4a56-9a0e-3f6a2b7c8d90'],
};

describe('the incident notice form', () => {
  it('names every missing field, the date and the recipients', () => {
    expect(noticeFormErrors(emptyNoticeForm, '2026-03-02')).toEqual({
      title: m.titleRequired,
      occurredOn: m.occurredOnRequired,
      whatHappened: m.whatHappenedRequired,
      whatWeDid: m.whatWeDidRequired,
      whatYouShouldDo: m.whatYouShouldDoRequired,
      chosen: m.noRecipients,
    });
  });

  it('accepts a filled form, refuses a date after today and a title of two lines', () => {
    expect(noticeFormErrors(filled, '2026-03-01')).toEqual({});
    expect(noticeFormErrors({ ...filled, all: true, chosen: [] }, '2026-03-01')).toEqual({});
    expect(noticeFormErrors(filled, '2026-02-28')).toEqual({ occurredOn: m.occurredInFuture });
    expect(noticeFormErrors({ ...filled, title: 'One\nTwo' }, '2026-03-01')).toEqual({
      title: m.controlCharacters,
    });
  });

  it('makes the body of each side: firms for the provider, clients for an advisor, none named with all', () => {
    expect(noticeBody(filled, 'provider')).toEqual({
      title: 'Mailbox breach',
      occurredOn: '2026-03-01',
      whatHappened: 'Someone read a mailbox.\nFor an hour.',
      whatWeDid: 'Closed it.',
      whatYouShouldDo: 'Watch your accounts.',
      all: false,
      firmIds: filled.chosen,
    });
    expect(noticeBody({ ...filled, all: true }, 'firm')).toMatchObject({ all: true, clientIds: [] });
  });
});
