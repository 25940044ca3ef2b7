/**
 * Binds a route's contract (`@banca/contracts`: method, URL, access and schemas) to its handler,
 * so validation, serialization, the OpenAPI document and the typed path map come from one
 * declaration. The handler's request is typed from the contract's schemas, and what it returns
 * must be the contract's success answer (or the reply, when it sets another status).
 */
import type { RouteContract, RouteTypes } from '@banca/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { callerKey } from './heavy-reads';
import type { App } from './types';

type ContractRequest<Route extends RouteContract> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Route['schema'],
  TypeBoxTypeProvider
>;
type ContractReply<Route extends RouteContract> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  Route['schema'],
  TypeBoxTypeProvider
>;

export type ContractHandler<Route extends RouteContract> = (
  request: ContractRequest<Route>,
  reply: ContractReply<Route>,
) => Promise<RouteTypes<Route>['response'] | ContractReply<Route>>;

/** Registers `handler` at the contract's method and URL (below the plugin's prefix) with its access rule. */
export function serve<Route extends RouteContract>(app: App, contract: Route, handler: ContractHandler<Route>): void {
  // A heavy read waits for its turn among the caller's and the instance's heavy reads (http/heavy-reads.ts).
  const handle: ContractHandler<Route> = contract.heavy
    ? (request, reply) => app.heavyReads.run(callerKey(request), () => handler(request, reply))
    : handler;
  app.route({
    method: contract.method,
    url: contract.url,
    schema: contract.schema,
    config: { access: contract.access, terminal: contract.terminal ?? false },
    handler: handle as unknown as RouteHandlerMethod,
  });
}
