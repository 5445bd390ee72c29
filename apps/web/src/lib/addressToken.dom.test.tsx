import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { useAddressToken, useFragmentToken } from './addressToken';

function QueryToken() {
  return <output data-testid="token">{useAddressToken('token')}</output>;
}

function FragmentToken() {
  return <output data-testid="token">{useFragmentToken()}</output>;
}

function open(address: string, Page: () => React.JSX.Element, state: unknown = null) {
  window.history.pushState(state, '', address);
  return render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
}

/** A reload: the same history entry (address and state) read by a new page. */
function reload(Page: () => React.JSX.Element) {
  cleanup();
  return render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
}

afterEach(() => cleanup());

describe('link secrets', () => {
  it('takes a query secret out of the address and finds it again when the page is reloaded', () => {
    open('/password-management/reset-password?token=s3cr3t&x=1', QueryToken);
    expect(screen.getByTestId('token').textContent).toBe('s3cr3t');
    expect(window.location.pathname + window.location.search).toBe('/password-management/reset-password?x=1');
    expect(window.location.href).not.toContain('s3cr3t');

    reload(QueryToken);
    expect(screen.getByTestId('token').textContent).toBe('s3cr3t');
  });

  it('does not give a secret to another visit of the same page without the link', () => {
    open('/password-management/reset-password?token=first', QueryToken);
    cleanup();
    open('/password-management/reset-password', QueryToken);
    expect(screen.getByTestId('token').textContent).toBe('');
  });

  it('a new link wins over the secret an entry kept', () => {
    open('/password-management/reset-password', QueryToken, { linkSecrets: { token: 'old' } });
    cleanup();
    window.history.replaceState(
      { linkSecrets: { token: 'old' } },
      '',
      '/password-management/reset-password?token=new',
    );
    reload(QueryToken);
    expect(screen.getByTestId('token').textContent).toBe('new');
  });

  it('does the same for a secret in the fragment', () => {
    open('/emergency-access#fr%40gment', FragmentToken);
    expect(screen.getByTestId('token').textContent).toBe('fr@gment');
    expect(window.location.hash).toBe('');

    reload(FragmentToken);
    expect(screen.getByTestId('token').textContent).toBe('fr@gment');
  });
});
