import { Skeleton } from 'antd';
import { render, screen } from '../testing';
import { LOADING, LoadingSkeleton } from './LoadingSkeleton';

/** Headings a screen reader (and axe) would list: not under aria-hidden, with their text. */
const exposedHeadings = () =>
  [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((heading) => !heading.closest('[aria-hidden="true"]'))
    .map((heading) => heading.textContent?.trim() ?? '');

describe('LoadingSkeleton', () => {
  it('antd’s Skeleton alone exposes its title bar as an empty heading (axe: empty-heading, heading-order)', () => {
    render(<Skeleton active title paragraph={{ rows: 3 }} />);
    expect(exposedHeadings()).toEqual(['']);
  });

  it('exposes no empty heading, and says «Cargando…» once', () => {
    render(<LoadingSkeleton title paragraph={{ rows: 3 }} />);
    expect(document.querySelector('h3.ant-skeleton-title')).not.toBeNull();
    expect(exposedHeadings()).toEqual([]);
    expect(screen.getByRole('status', { name: LOADING })).toHaveAttribute('aria-busy', 'true');
  });
});
