import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { firmListQuery } from '../api/providerApi';
import { firmPage, firmPageSizes, type FirmPageSize } from '../lib/firmPaging';

/** The firm list's search, status filter and paging (search and filter go back to page 1), and its query. */
export function useFirmList() {
  const { app } = useSignedIn();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<FirmPageSize>(firmPageSizes[0]);
  const offset = (page - 1) * pageSize;
  const query = useQuery(firmListQuery(app, { q, status, offset, limit: pageSize }));
  const total = query.data?.total ?? 0;
  return {
    query,
    total,
    page,
    pageSize,
    ...firmPage(page, pageSize, total),
    setQuery: (value: string) => {
      setQ(value);
      setPage(1);
    },
    status,
    setStatus: (value: SubscriptionStatus | null) => {
      setStatus(value);
      setPage(1);
    },
    setPage,
    setPageSize: (size: FirmPageSize) => {
      setPageSize(size);
      setPage(1);
    },
    filtered: q !== '' || status !== null,
  };
}
