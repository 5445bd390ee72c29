/**
 * The screens of the firm's compliance pages, in a module without zod: the router, which every page loads (the
 * sign-in page too), reads them, and a schema module would bring zod and its schemas along (ADR 0026).
 */

/** The audit trail (ADR 0048). */
export const auditWebRoutes = { trail: '/dashboard/audit-trail' } as const;

/** Retention and legal hold (ADR 0050). */
export const retentionWebRoutes = { settings: '/dashboard/retention' } as const;

/** The team and the access review (ADR 0049, 0051). */
export const teamWebRoutes = { team: '/dashboard/team', accessReview: '/dashboard/access-review' } as const;

/** Incident notices (ADR 0053). */
export const incidentNoticesWebRoutes = {
  provider: '/admin/incident-notices',
  providerNew: '/admin/incident-notices/new',
  providerNotice: '/admin/incident-notices/:noticeId',
  advisor: '/dashboard/incident-notices',
  advisorNew: '/dashboard/incident-notices/new',
  advisorNotice: '/dashboard/incident-notices/:noticeId',
} as const;
