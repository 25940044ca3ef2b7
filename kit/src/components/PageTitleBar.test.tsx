import { render, screen } from '../testing';
import { PageTitleBar } from './PageTitleBar';

describe('PageTitleBar', () => {
  it('titles its part of the page with a level-2 heading (the shell’s page title is the level 1)', () => {
    render(<PageTitleBar title="Ventas por taquilla" subtitle="Del 1 al 30" />);
    expect(screen.getByRole('heading', { name: 'Ventas por taquilla', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Del 1 al 30')).toBeInTheDocument();
  });
});
