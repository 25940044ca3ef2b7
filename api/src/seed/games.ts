/** The game modules and their game types (the catalogue every other part of the seed refers to). */
import type { Database } from '../db/client';
import { gameTypes, moduleSchedules, modules } from '../db/schema';
import { ANIMALITOS, DRAW_HOURS, MODULES, type GameTypeInfo, type ModuleInfo } from './catalog';

export interface SeededGameType {
  id: number;
  info: GameTypeInfo;
}

export interface SeededModule {
  id: number;
  info: ModuleInfo;
  gameTypes: SeededGameType[];
}

export async function seedGames(db: Database): Promise<SeededModule[]> {
  const seeded: SeededModule[] = [];
  for (const [index, info] of [...MODULES, ANIMALITOS].entries()) {
    const [module] = await db
      .insert(modules)
      .values({
        code: info.code,
        name: info.name,
        description: info.description,
        sort_order: (index + 1) * 10,
        result_format: info.resultFormat,
      })
      .returning({ id: modules.id });
    await db
      .insert(moduleSchedules)
      .values(
        [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
          (info.hours ?? DRAW_HOURS).map((hour) => ({ module_id: module.id, weekday, time: `${String(hour).padStart(2, '0')}:00` })),
        ),
      );
    const types = await db
      .insert(gameTypes)
      .values(
        info.gameTypes.map((type) => ({
          module_id: module.id,
          code: type.code,
          name: type.name,
          kind: type.kind,
          bet_format: type.format,
          description: type.description,
          payout: type.payout,
          // The same bound in each currency, as migration 0035 gives an existing game type.
          min_bet_ves: type.minBet,
          min_bet_usd: type.minBet,
        })),
      )
      .returning({ id: gameTypes.id, code: gameTypes.code });
    const idOf = new Map(types.map((t) => [t.code, t.id]));
    seeded.push({ id: module.id, info, gameTypes: info.gameTypes.map((type) => ({ id: idOf.get(type.code)!, info: type })) });
  }
  return seeded;
}
