import type { AppType } from '@guru/shared';

/** The query of an app's session (GET the session stage and user), kept here so that any feature can refresh it. */
export const sessionQueryKey = (app: AppType) => ['session', app] as const;
