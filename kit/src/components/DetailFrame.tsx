// Icons by deep import: only the icon is bundled, not the package index.
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { toApiError } from '@banca/shared-auth';
import { Button, Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBackLink } from '../hooks/useBackLink';
import { LoadingSkeleton } from './LoadingSkeleton';
import { QueryError } from './QueryError';

export interface DetailQuery<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
}

export interface DetailFrameProps<T> {
  /** The list this page belongs to, and the back link's text ('Volver a sorteos'). */
  back: { to: string; label: string };
  query: DetailQuery<T>;
  /** The address names nothing that could exist (no id, a malformed id): no call was made. */
  invalid?: boolean;
  /** What was not found, in Spanish ('No encontramos este sorteo.'), and its title. */
  notFound: string;
  notFoundTitle?: string;
  children: (data: T) => ReactNode;
}

/**
 * Every detail page: a way back (to the page that opened it, with its filters, else to its list),
 * then its loading, not-found, error or loaded state.
 */
export function DetailFrame<T>({ back, query, invalid = false, notFound, notFoundTitle = 'No encontrado', children }: DetailFrameProps<T>) {
  const backTo = useBackLink(back.to);
  // back to another page than the list (a ticket opened from a report): a plain 'Volver'
  const backLabel = backTo.split('?')[0] === back.to.split('?')[0] ? back.label : 'Volver';

  let content: ReactNode;
  if (invalid || (query.error && toApiError(query.error).status === 404)) {
    content = (
      <Result
        status="404"
        title={notFoundTitle}
        subTitle={notFound}
        extra={
          <Link to={backTo}>
            <Button type="primary">{backLabel}</Button>
          </Link>
        }
      />
    );
  } else if (query.error) {
    content = <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data === undefined) {
    content = <LoadingSkeleton paragraph={{ rows: 8 }} />;
  } else {
    content = children(query.data);
  }

  return (
    <Flex vertical gap={16}>
      <div>
        <Link to={backTo}>
          <ArrowLeftOutlined aria-hidden /> {backLabel}
        </Link>
      </div>
      {content}
    </Flex>
  );
}
