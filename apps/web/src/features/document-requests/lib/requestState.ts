import { documentRequestsMessages as m, type DocumentRequest } from '@guru/shared';

export type ShownState = 'open' | 'overdue' | 'completed' | 'cancelled';

/** What a request's state reads as today: an open request past its due date's day is overdue. */
export function shownState(request: Pick<DocumentRequest, 'state' | 'dueDate'>, today: string): ShownState {
  if (request.state !== 'open') return request.state;
  return request.dueDate < today ? 'overdue' : 'open';
}

export const stateLabel: Record<ShownState, string> = {
  open: m.stateOpen,
  overdue: m.stateOverdue,
  completed: m.stateCompleted,
  cancelled: m.stateCancelled,
};

export const stateColor: Record<ShownState, string> = {
  open: 'blue',
  overdue: 'red',
  completed: 'green',
  cancelled: 'gray',
};

/** Items received of a request, e.g. "1 of 2". */
export function receivedCount(request: Pick<DocumentRequest, 'items'>): { done: number; total: number } {
  return { done: request.items.filter((i) => i.fulfilledAt !== null).length, total: request.items.length };
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
