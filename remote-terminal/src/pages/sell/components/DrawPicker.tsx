import type { TerminalDraw } from '@banca/contracts';
import { businessTime } from '@banca/kit';
import { useState } from 'react';
import { countdown } from '../../../shared/serverClock';

/** Draws shown per game before "Más sorteos". */
const SHOWN = 4;
/** Under this, the countdown turns red. */
const SOON_MS = 5 * 60_000;

interface Module {
  id: number;
  name: string;
  draws: TerminalDraw[];
}

/** The draws grouped by game (module), each group soonest first, groups in order of their soonest draw. */
export function modulesOf(draws: readonly TerminalDraw[]): Module[] {
  const modules = new Map<number, Module>();
  for (const draw of draws) {
    const module = modules.get(draw.module_id) ?? { id: draw.module_id, name: draw.module_name, draws: [] };
    module.draws.push(draw);
    modules.set(draw.module_id, module);
  }
  return [...modules.values()];
}

/** When a draw is, as a seller reads it: '12:00' today, 'mañana 12:00', '28/11 12:00'. */
function whenOf(draw: TerminalDraw, now: number): string {
  const at = businessTime(draw.draw_at);
  const today = businessTime(new Date(now));
  if (at.isSame(today, 'day')) return at.format('HH:mm');
  if (at.isSame(today.add(1, 'day'), 'day')) return `mañana ${at.format('HH:mm')}`;
  return at.format('DD/MM HH:mm');
}

export function Countdown({ cutoffAt, now }: { cutoffAt: string; now: number }) {
  const left = Date.parse(cutoffAt) - now;
  if (left <= 0) return <span className="t-countdown t-countdown-soon">cerrado</span>;
  return <span className={`t-countdown${left < SOON_MS ? ' t-countdown-soon' : ''}`}>cierra en {countdown(left)}</span>;
}

/**
 * The game, then the draw: each draw with a countdown to its cutoff (the server's clock), the
 * soonest first. Toggle buttons, reachable by Tab, each a target of 48 px.
 */
export function DrawPicker({
  draws,
  selected,
  now,
  onSelect,
}: {
  draws: readonly TerminalDraw[];
  selected: TerminalDraw | null;
  now: number;
  onSelect: (draw: TerminalDraw) => void;
}) {
  const modules = modulesOf(draws);
  const [showAll, setShowAll] = useState(false);
  const current = modules.find((module) => module.id === selected?.module_id) ?? modules[0];
  // The selected draw is always in sight, however far down its game's list it is.
  const expanded = showAll || (current?.draws.findIndex((draw) => draw.id === selected?.id) ?? 0) >= SHOWN;
  const shown = expanded ? current?.draws : current?.draws.slice(0, SHOWN);
  return (
    <section className="t-card" aria-labelledby="t-draw-heading">
      <h2 id="t-draw-heading">Sorteo</h2>
      <fieldset className="t-choices t-fieldset">
        <legend className="t-visually-hidden">Juego</legend>
        {modules.map((module) => (
          <button
            key={module.id}
            type="button"
            className="t-choice"
            aria-pressed={module.id === current?.id}
            onClick={() => {
              setShowAll(false);
              if (module.id !== current?.id) onSelect(module.draws[0]);
            }}
          >
            {module.name}
          </button>
        ))}
      </fieldset>
      {current && (
        <fieldset className="t-choices t-fieldset">
          <legend className="t-visually-hidden">Sorteos de {current.name}</legend>
          {shown?.map((draw) => (
            <button key={draw.id} type="button" className="t-choice" aria-pressed={draw.id === selected?.id} onClick={() => onSelect(draw)}>
              {whenOf(draw, now)}
              <small>
                <Countdown cutoffAt={draw.cutoff_at} now={now} />
              </small>
            </button>
          ))}
          {!expanded && current.draws.length > SHOWN && (
            <button type="button" className="t-choice" onClick={() => setShowAll(true)}>
              Más sorteos ({current.draws.length - SHOWN})
            </button>
          )}
        </fieldset>
      )}
    </section>
  );
}
