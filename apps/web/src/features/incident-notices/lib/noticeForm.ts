import {
  incidentNoticeContent,
  incidentNoticesMessages as m,
  type FirmNoticeBody,
  type ProviderNoticeBody,
} from '@guru/shared';

/** What the compose form holds. */
export interface NoticeFormValues {
  title: string;
  occurredOn: string;
  whatHappened: string;
  whatWeDid: string;
  whatYouShouldDo: string;
  all: boolean;
  chosen: string[];
}

export const emptyNoticeForm: NoticeFormValues = {
  title: '',
  occurredOn: '',
  whatHappened: '',
  whatWeDid: '',
  whatYouShouldDo: '',
  all: false,
  chosen: [],
};

export type NoticeFormErrors = Partial<Record<keyof NoticeFormValues, string>>;

/** The form's errors by field, with the shared rules (the server checks the same), plus the date and recipients. */
export function noticeFormErrors(values: NoticeFormValues, today: string): NoticeFormErrors {
  const errors: NoticeFormErrors = {};
  const parsed = incidentNoticeContent.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof NoticeFormValues;
      errors[field] ??= field === 'occurredOn' ? m.occurredOnRequired : issue.message;
    }
  }
  if (!errors.occurredOn && values.occurredOn > today) errors.occurredOn = m.occurredInFuture;
  if (!values.all && values.chosen.length === 0) errors.chosen = m.noRecipients;
  return errors;
}

/** The request body of the form for the provider (firms) or an advisor (clients). */
export function noticeBody(values: NoticeFormValues, side: 'provider'): ProviderNoticeBody;
export function noticeBody(values: NoticeFormValues, side: 'firm'): FirmNoticeBody;
export function noticeBody(
  values: NoticeFormValues,
  side: 'provider' | 'firm',
): ProviderNoticeBody | FirmNoticeBody {
  const content = {
    title: values.title.trim(),
    occurredOn: values.occurredOn,
    whatHappened: values.whatHappened.trim(),
    whatWeDid: values.whatWeDid.trim(),
    whatYouShouldDo: values.whatYouShouldDo.trim(),
    all: values.all,
  };
  const ids = values.all ? [] : values.chosen;
  return side === 'provider' ? { ...content, firmIds: ids } : { ...content, clientIds: ids };
}
