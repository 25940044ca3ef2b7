/**
 * Results from a feed (`POST /v1/results/feed`): the provider's signed result of a lottery's draw.
 * With the lottery's `auto_results` on it is confirmed as an administrator's would be (settling the
 * draw, audited as the feed's `source`); off, it is proposed and waits on the draw's page for a
 * person to confirm it. The same result again changes nothing; a different one never replaces a
 * confirmed result: 409 RESULT_CONFLICT, and the administrators are notified.
 */
import type { ResultsFeedAnswer, ResultsFeedBody } from '@banca/contracts';
import { type ResultFormat, resultLabel, resultProblem, resultText } from '@banca/contracts/draw-rules';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { draws, modules } from '../../db/schema';
import { invalidField, ConflictError, notFound } from '../../errors';
import { type AuditActor, auditedWrite } from '../audit';
import { notify } from '../notifications';
import { nextVersion } from '../versions';
import { serverWrite } from '../writes';
import { confirmResult } from './lifecycle';
import { closeDueDraws } from './schedule';

/** Takes one result from the feed; `actor` is the feed (its `source`, the caller's address). */
export async function takeFeedResult(db: Database, body: ResultsFeedBody, actor: AuditActor, now: Date): Promise<ResultsFeedAnswer> {
  await closeDueDraws(db, now);
  const [lottery] = await db
    .select({ id: modules.id, name: modules.name, format: modules.result_format, auto: modules.auto_results })
    .from(modules)
    .where(eq(modules.code, body.lottery_code));
  if (!lottery) throw notFound('La lotería');
  const [draw] = await db
    .select({ id: draws.id, name: draws.name, status: draws.status, result: draws.winning_numbers, proposed: draws.proposed_numbers })
    .from(draws)
    .where(and(eq(draws.module_id, lottery.id), eq(draws.draw_at, new Date(body.draw_at))));
  if (!draw) throw notFound('El sorteo');
  const format: ResultFormat = lottery.format;
  const problem = resultProblem(format, body.numbers);
  if (problem !== null) throw invalidField('numbers', problem);
  const text = resultText(format, body.numbers);
  const answer = (outcome: ResultsFeedAnswer['outcome']): ResultsFeedAnswer => ({ draw_id: draw.id, outcome, winning_numbers: text });

  if (draw.status === 'open') {
    throw new ConflictError('DRAW_OPEN', `Las ventas de «${draw.name}» siguen abiertas: el resultado llega cuando el sorteo cierra.`);
  }
  if (draw.status === 'suspended') {
    throw new ConflictError('DRAW_SUSPENDED', `«${draw.name}» está suspendido: no tiene resultado.`);
  }
  if (draw.status === 'settled') {
    if (draw.result === text) return answer('unchanged');
    await notify(
      db,
      { roles: ['admin'] },
      [
        {
          eventKey: `result-conflict:${draw.id}:${text}`,
          title: 'Resultado distinto del proveedor',
          body: `${body.source} envió ${resultLabel(format, text)} para «${draw.name}», que ya tiene confirmado ${resultLabel(format, draw.result ?? '')}. No se cambió: revísalo.`,
        },
      ],
      now,
    );
    throw new ConflictError(
      'RESULT_CONFLICT',
      `«${draw.name}» ya tiene confirmado ${resultLabel(format, draw.result ?? '')}; el resultado enviado (${resultLabel(format, text)}) no lo reemplaza.`,
    );
  }
  // Closed: confirmed now, or proposed for a person.
  const write = serverWrite(actor, now);
  if (lottery.auto) {
    await confirmResult(db, draw.id, body.numbers, write, 'closed', body.source);
    return answer('settled');
  }
  if (draw.proposed === text) return answer('unchanged');
  await auditedWrite(db, actor, async (tx, audit) => {
    const [proposed] = await tx
      .update(draws)
      .set({ proposed_numbers: text, proposed_source: body.source, proposed_at: now, version: nextVersion(draws.version) })
      .where(and(eq(draws.id, draw.id), eq(draws.status, 'closed')))
      .returning({ id: draws.id });
    // Settled meanwhile by a person: the next send of the feed is answered against that result.
    if (!proposed) throw new ConflictError('RESULT_CONFLICT', `«${draw.name}» se confirmó mientras llegaba este resultado.`);
    audit({
      action: 'draw_result_proposed',
      recordType: 'draw',
      recordId: draw.id,
      before: { proposed_numbers: draw.proposed },
      after: { proposed_numbers: text, source: body.source },
    });
  });
  return answer('proposed');
}
