import type { AuditEntry, AuditListQuery } from '@banca/contracts';
import { auditApi, auditKeys, pageOf } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type Nullable<T> = { [Key in keyof T]?: T[Key] | null };

const toPage = pageOf<'entries', AuditEntry>('entries');

/** One page of the audit trail (10 per page, filtered by the server, newest first); the previous page stays while the next loads. */
export function useAuditList(query: Nullable<AuditListQuery>) {
  return useQuery({
    queryKey: auditKeys.list({ ...query }),
    queryFn: () => auditApi.list(query),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}
