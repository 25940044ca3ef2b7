import { Skeleton, type SkeletonProps } from 'antd';

export const LOADING = 'Cargando…';

/**
 * antd's Skeleton for a loading state, said once as «Cargando…»: its grey bars are hidden from
 * assistive technology, for antd draws its title bar as an empty `<h3>` (an empty heading, and
 * one out of the page's heading order, to axe and a screen reader's list of headings).
 */
export function LoadingSkeleton({ style, ...props }: Omit<SkeletonProps, 'active'>) {
  return (
    <div role="status" aria-label={LOADING} aria-busy="true" style={style}>
      <div aria-hidden="true">
        <Skeleton active {...props} />
      </div>
    </div>
  );
}
