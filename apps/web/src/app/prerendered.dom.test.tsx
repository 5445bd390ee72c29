import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { earlySubmitScript, messages } from '@guru/shared';
import { renderPage } from '../prerender';
import { releaseEarlySubmits } from './earlySubmit';
import { isPrerenderedPage, prerenderedPaths, withPrerenderedPage } from './prerendered';
import { mountApp } from './start';

const indexHtml =
  '<head><title>Guru Suite</title></head><body><div id="root"><!--placeholder--><div>mark</div><!--/placeholder--></div></body>';

/** #root as the server sends a prerendered page: the build's markup with its path. */
function prerenderedRoot(path: string, markup: string): HTMLElement {
  const page = new DOMParser().parseFromString(withPrerenderedPage(indexHtml, path, markup), 'text/html');
  const root = page.getElementById('root');
  if (!root) throw new Error('no #root');
  document.body.replaceChildren(document.adoptNode(root));
  return root;
}

beforeAll(() => {
  // The app is mounted as main.tsx does, not through Testing Library: React is told that act() is in use.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('prerendered pages', () => {
  it('are the sign-in pages of both apps', () => {
    expect(prerenderedPaths).toEqual(['/password-management/login', '/documents-guru/login']);
  });

  it.each(prerenderedPaths)('%s is taken over by the app without a mismatch, and works', async (path) => {
    window.history.replaceState(null, '', path);
    const markup = await renderPage(path);
    const title = path.startsWith('/password') ? messages.signInPasswordApp : messages.signInDocumentsApp;
    expect(markup).toContain(title);
    const root = prerenderedRoot(path, markup);
    const before = root.querySelector('h2');
    expect(isPrerenderedPage(root)).toBe(true);

    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(() => mountApp(root, { onRecoverableError: recoverable }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The very element the server sent is kept (hydrated, not replaced)…
    expect(root.querySelector('h2')).toBe(before);
    expect(before?.textContent).toBe(title);
    // …and the form now answers: an empty submit shows the field messages.
    await act(async () => root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    expect(root.textContent).toContain(messages.userNameRequired);
    consoleError.mockRestore();
  });

  it('keeps what was typed before the app ran, and makes a submit held meanwhile once it has', async () => {
    const path = prerenderedPaths[0] ?? '';
    window.history.replaceState(null, '', path);
    const root = prerenderedRoot(path, await renderPage(path));
    // The sign-in's first call (the KDF parameters) is recorded and left pending; nothing else answers.
    const bodies: string[] = [];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('prelogin'))
        bodies.push(String(init?.body));
      return new Promise<Response>(() => undefined);
    });
    const [username, password] = Array.from(root.querySelectorAll('input'));
    const form = root.querySelector('form');
    if (!username || !password || !form) throw new Error('the prerendered form has no fields');

    // The page's inline script, as index.html runs it first.
    window.eval(earlySubmitScript);
    username.value = 'casey.lee';
    password.value = 'Sunny-Harbor-42';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // Held: the browser's own submit (a reload that loses the fields) does not happen.
    expect(submit.defaultPrevented).toBe(true);
    expect(bodies).toEqual([]);

    await act(() => mountApp(root, { onTakenOver: releaseEarlySubmits }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(username.value).toBe('casey.lee');
    expect(password.value).toBe('Sunny-Harbor-42');
    expect(root.textContent).not.toContain(messages.userNameRequired);
    expect(root.textContent).not.toContain(messages.passwordRequired);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('casey.lee');
    fetchMock.mockRestore();
  });

  it('is rendered anew when the page was reached with state (a notice after signing out)', () => {
    window.history.replaceState(
      { usr: { message: 'Signed out' }, key: 'k', idx: 1 },
      '',
      prerenderedPaths[0],
    );
    const root = prerenderedRoot(prerenderedPaths[0] ?? '', '<h2>x</h2>');
    expect(isPrerenderedPage(root)).toBe(false);
  });

  it('is not taken for another address', () => {
    window.history.replaceState(null, '', '/documents-guru/login');
    expect(isPrerenderedPage(prerenderedRoot('/password-management/login', '<h2>x</h2>'))).toBe(false);
  });

  it('carry the title of their app, as the app sets it once it runs', () => {
    expect(withPrerenderedPage(indexHtml, '/password-management/login', '<h2/>')).toContain(
      '<title>Password Guru</title>',
    );
    expect(withPrerenderedPage(indexHtml, '/documents-guru/login', '<h2/>')).toContain(
      '<title>Documents Guru</title>',
    );
  });

  it('takes the placeholder as the formatter indents it in index.html', () => {
    const formatted =
      '<div id="root">\n      <!--placeholder-->\n      <div>mark</div>\n      <!--/placeholder-->\n    </div>';
    expect(withPrerenderedPage(formatted, '/password-management/login', '<h2>x</h2>')).toBe(
      '<div id="root" data-prerendered="/password-management/login"><h2>x</h2></div>',
    );
  });

  it('needs the placeholder in index.html', () => {
    expect(() => withPrerenderedPage('<div id="root"></div>', '/x', '<p/>')).toThrow(/placeholder/);
  });
});
