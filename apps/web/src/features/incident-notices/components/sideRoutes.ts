import {
  businessMessages,
  incidentNoticesMessages as m,
  incidentNoticesWebRoutes as r,
  webRoutes,
} from '@guru/shared';
import type { NoticeSide } from '../api/incidentNoticesApi';

/** The web routes of each side's notices screens. */
export const sideRoutes = {
  provider: {
    list: r.provider,
    compose: r.providerNew,
    notice: (id: string) => r.providerNotice.replace(':noticeId', encodeURIComponent(id)),
    home: { to: webRoutes.providerHome, label: m.backToConsole },
  },
  firm: {
    list: r.advisor,
    compose: r.advisorNew,
    notice: (id: string) => r.advisorNotice.replace(':noticeId', encodeURIComponent(id)),
    home: { to: webRoutes.advisorHome, label: businessMessages.backToAdvisorHome },
  },
} satisfies Record<NoticeSide, unknown>;
