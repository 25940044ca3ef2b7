import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from './preloadable';

function Hello({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

it('renders a preloaded module at once, without showing the fallback', async () => {
  const Page = preloadable(() => Promise.resolve({ default: Hello }));
  await Page.preload();
  render(
    <Suspense fallback={<p>Cargando…</p>}>
      <Page name="Ana" />
    </Suspense>,
  );
  // Synchronously, in the first commit: no suspension, so no fallback held on screen.
  expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
  expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
});

it('without a preload it suspends like React.lazy, then renders the module', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Hello }));
  const Page = preloadable(load);
  render(
    <Suspense fallback={<p>Cargando…</p>}>
      <Page name="Luis" />
    </Suspense>,
  );
  expect(screen.getByText('Cargando…')).toBeInTheDocument();
  expect(await screen.findByText('Hola, Luis')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a failed load is not kept: the next preload asks again', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Hello }>, []>()
    .mockRejectedValueOnce(new Error('sin red'))
    .mockResolvedValueOnce({ default: Hello });
  const Page = preloadable(load);
  await expect(Page.preload()).rejects.toThrow('sin red');
  await act(() => Page.preload());
  render(<Page name="Eva" />);
  expect(screen.getByText('Hola, Eva')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
