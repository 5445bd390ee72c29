import type { KeyboardEvent } from 'react';

const TEXT_TYPES = new Set(['text', 'email', 'password', 'tel', 'number', 'search', 'url']);

/** An input a person types into (not a checkbox, button or select). */
export function isTextField(element: Element | null): boolean {
  return element instanceof HTMLInputElement && TEXT_TYPES.has(element.type);
}

/** The fields Enter moves through: text inputs and checkboxes that are enabled, editable and in the tab order. */
function isStop(element: Element): element is HTMLInputElement {
  if (!(element instanceof HTMLInputElement)) return false;
  if (element.disabled || element.readOnly || element.tabIndex < 0) return false;
  return isTextField(element) || element.type === 'checkbox';
}

/** The field after `current` in `form`, or null when `current` is the last one. */
export function nextField(form: HTMLFormElement, current: Element): HTMLInputElement | null {
  const stops = Array.from(form.querySelectorAll('input')).filter(isStop);
  const index = stops.indexOf(current as HTMLInputElement);
  if (index < 0) return null;
  return stops[index + 1] ?? null;
}

/**
 * The form's keydown handler: Enter in a text field moves the focus to the next field instead of
 * submitting (the specification's sign-up). Enter elsewhere (the terms box, the button) keeps its default.
 */
export function focusNextOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || !isTextField(event.target as Element)) return;
  const next = nextField(event.currentTarget, event.target as Element);
  if (!next) return;
  event.preventDefault();
  next.focus();
}
