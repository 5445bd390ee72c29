import { element } from '../lib/dom.js';

export { element };

/**
 * An element of the extension inside a page: a custom element whose shadow root is closed (the page cannot
 * reach its content) and whose own box is set with `!important` inline (a page's style sheet cannot hide,
 * move or restyle it). Its look is the style sheet inside the shadow root.
 */
export interface ShadowHost {
  host: HTMLElement;
  root: ShadowRoot;
  remove(): void;
}

const HOST_STYLE: Record<string, string> = {
  all: 'initial',
  position: 'fixed',
  'z-index': '2147483647',
  display: 'block',
};

export function createShadowHost(tagName: string, css: string): ShadowHost {
  const host = document.createElement(tagName);
  for (const [property, value] of Object.entries(HOST_STYLE))
    host.style.setProperty(property, value, 'important');
  const root = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
  document.documentElement.append(host);
  return { host, root, remove: () => host.remove() };
}

export function placeHost(host: HTMLElement, position: { top: number; left: number; width?: number }): void {
  host.style.setProperty('top', `${Math.round(position.top)}px`, 'important');
  host.style.setProperty('left', `${Math.round(position.left)}px`, 'important');
  if (position.width !== undefined)
    host.style.setProperty('width', `${Math.round(position.width)}px`, 'important');
}

/** The suite's colours and type, for every piece the extension draws in a page. */
export const brandCss = `
:host { all: initial; }
* { box-sizing: border-box; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.panel { background: #fff; color: #1f2937; border: 1px solid #d0d7e2; border-radius: 8px;
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.18); font-size: 14px; line-height: 1.4; overflow: hidden; }
.brand { display: flex; align-items: center; gap: 6px; padding: 8px 12px; background: #1c4e80; color: #fff;
  font-weight: 600; font-size: 13px; }
.brand svg { flex: none; }
.note { padding: 8px 12px; color: #4b5563; }
.warn { padding: 8px 12px; color: #92400e; background: #fffbeb; }
button { font: inherit; cursor: pointer; }
.item { display: block; width: 100%; text-align: left; border: 0; background: #fff; padding: 8px 12px;
  border-top: 1px solid #eef1f5; color: inherit; }
.item:hover, .item.active { background: #e8f0fa; }
.item strong { display: block; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item span { display: block; color: #4b5563; font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.actions { display: flex; gap: 8px; justify-content: flex-end; padding: 8px 12px 12px; }
.primary { background: #1c4e80; color: #fff; border: 0; border-radius: 6px; padding: 6px 14px; }
.secondary { background: #fff; color: #1c4e80; border: 1px solid #1c4e80; border-radius: 6px; padding: 6px 14px; }
label { display: block; padding: 4px 12px 0; font-size: 13px; color: #374151; }
input, select { display: block; width: calc(100% - 24px); margin: 4px 12px 4px; padding: 6px 8px; font: inherit;
  border: 1px solid #c4cbd6; border-radius: 6px; background: #fff; color: #1f2937; }
`;

/** The suite's key mark, drawn inline (no file a page could swap). */
export function brandMark(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute(
    'd',
    'M7 14a5 5 0 1 1 4.9-6H22v4h-2v3h-3v-3h-5.1A5 5 0 0 1 7 14zm0-3a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  );
  svg.append(path);
  return svg;
}
