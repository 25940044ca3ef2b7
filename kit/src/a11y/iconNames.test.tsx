import PlusOutlined from '@ant-design/icons/PlusOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { AppProviders } from '@banca/shared-auth';
import { QueryClient } from '@tanstack/react-query';
import { Button, Pagination, Select } from 'antd';
import { useState } from 'react';
import { act, render, screen, waitFor } from '../testing';
import { nameIconsInSpanish } from './iconNames';

function Screen() {
  const [more, setMore] = useState(false);
  return (
    <AppProviders client={new QueryClient()}>
      <Button icon={<PlusOutlined />}>Crear usuario</Button>
      <Select aria-label="Estado" options={[{ value: 'a', label: 'Activo' }]} style={{ width: 120 }} />
      <Pagination current={3} total={200} />
      <QuestionCircleOutlined role="img" aria-label="Qué es el monto" tabIndex={0} />
      {more && <Button aria-label="Agregar" icon={<PlusOutlined />} />}
      <Button onClick={() => setMore(true)}>Mostrar más</Button>
    </AppProviders>
  );
}

/** The icons assistive technology still reads by an English name. */
const englishIcons = () =>
  [...document.querySelectorAll('.anticon[role="img"]')]
    .filter((icon) => icon.getAttribute('aria-hidden') !== 'true' && icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`))
    .map((icon) => icon.getAttribute('aria-label'));

describe('nameIconsInSpanish', () => {
  it('leaves no icon named in English: decorations hidden, icon-only controls named in Spanish', async () => {
    render(<Screen />);
    expect(englishIcons()).toEqual(expect.arrayContaining(['plus', 'down', 'left', 'right']));
    const stop = nameIconsInSpanish(document.body);
    expect(englishIcons()).toEqual([]);
    // The pager's arrows take the Spanish title antd puts around them.
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear usuario' })).toBeInTheDocument();
    // An icon its code named in Spanish stays so.
    expect(screen.getByRole('img', { name: 'Qué es el monto' })).toBeInTheDocument();

    // Icons drawn later too.
    act(() => screen.getByRole('button', { name: 'Mostrar más' }).click());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument());
    await waitFor(() => expect(englishIcons()).toEqual([]));
    stop();
  });
});
