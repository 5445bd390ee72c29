import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { pageRange } from '../lib/clientPaging';
import { ClientBottomBar } from './ClientBottomBar';

afterEach(() => cleanup());

describe('ClientBottomBar', () => {
  it('shows the range as "start-end of total" with a hyphen', () => {
    render(
      <MantineProvider>
        <ClientBottomBar
          page={2}
          range={pageRange(2, 10, 42)}
          total={42}
          pageSize={10}
          selectedCount={0}
          onDisableSelected={() => undefined}
          onPageChange={() => undefined}
          onPageSizeChange={() => undefined}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('page-info').textContent).toBe('11-20 of 42');
  });
});
