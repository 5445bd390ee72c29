/**
 * Sets a field's value as a person typing would be seen by the page's framework: through the input's own
 * value setter (React and others wrap the instance's), then `input` and `change`, bubbling and composed.
 */
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

export function setFieldValue(input: HTMLInputElement, value: string): void {
  input.focus();
  if (valueSetter) valueSetter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}
