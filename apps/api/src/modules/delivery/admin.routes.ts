import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { badRequest, ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { recordAudit } from '../audit/index.ts';
import { addAreas, areaProblem, deleteArea, listAreas, optionOrThrow, parseAreaCsv } from './areas.ts';
import { createSlot, listClosedDays, listOptions, listSlots, setClosedDay, updateOptionCharges, updateSlot } from './admin.service.ts';
import { pickingList } from './picking-list.ts';

/** The back office's delivery: options' charges, areas (one by one or from CSV), weekly slots, closed days, and the picking list of a day or a slot. */
const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminPickingList),
    handler: async (request) => {
      const list = await pickingList(app.db, request.query.day, request.query.slot, app.clock.now());
      return ok(list, list.orders.length ? list.orders.length === 1 ? m`1 order to pick.` : m`${list.orders.length} orders to pick.` : m`No orders to pick for this day.`);
    },
  });

  app.route({ ...routeOf(routes.adminDeliveryOptions), handler: async () => ok(await listOptions(app.db)) });

  app.route({
    ...routeOf(routes.adminUpdateDeliveryOption),
    handler: async (request) => {
      const option = await updateOptionCharges(app.db, currentMember(request).id, request.params.id, request.body);
      return ok(option, m`${option.name}: charges saved.`);
    },
  });

  app.route({ ...routeOf(routes.adminDeliveryAreas), handler: async (request) => ok(await listAreas(app.db, request.query.did)) });

  app.route({
    ...routeOf(routes.adminCreateDeliveryArea),
    handler: async (request) => {
      const { did, from, to, city, state } = request.body;
      const area = { from, to: to ?? from, city, state };
      return app.db.transaction(async (tx) => {
        const option = await optionOrThrow(tx, did);
        const problem = areaProblem(option, area);
        if (problem) throw badRequest(problem);
        const [added] = await addAreas(tx, did, [area]);
        await recordAudit(tx, { actorId: currentMember(request).id, action: 'create', entity: 'delivery area', entityId: added.id, detail: added });
        return ok(added, `${option.name} now reaches ${added.from === added.to ? added.from : `${added.from}–${added.to}`} (${added.city}).`);
      });
    },
  });

  app.route({
    ...routeOf(routes.adminImportDeliveryAreas),
    handler: async (request) => {
      const { did, csv } = request.body;
      const { areas, rejected } = parseAreaCsv(csv);
      return app.db.transaction(async (tx) => {
        const option = await optionOrThrow(tx, did);
        const problem = areas.length ? areaProblem(option, areas[0]) : '';
        if (problem) throw badRequest(problem);
        const added = await addAreas(tx, did, areas);
        await recordAudit(tx, { actorId: currentMember(request).id, action: 'import', entity: 'delivery area', entityId: did, detail: { added: added.length, rejected: rejected.length } });
        let msg = m`Areas added to ${option.name}: ${added.length}.`;
        if (rejected.length) msg = m`Areas added to ${option.name}: ${added.length}. Rows rejected: ${rejected.length} (see the report).`;
        return ok({ added: added.length, rejected }, msg);
      });
    },
  });

  app.route({
    ...routeOf(routes.adminDeleteDeliveryArea),
    handler: async (request) =>
      app.db.transaction(async (tx) => {
        const area = await deleteArea(tx, request.params.id);
        await recordAudit(tx, { actorId: currentMember(request).id, action: 'delete', entity: 'delivery area', entityId: area.id, detail: area });
        return ok(null, `Area ${area.from === area.to ? area.from : `${area.from}–${area.to}`} removed.`);
      }),
  });

  app.route({ ...routeOf(routes.adminDeliverySlots), handler: async (request) => ok(await listSlots(app.db, request.query.did)) });

  app.route({
    ...routeOf(routes.adminCreateDeliverySlot),
    handler: async (request) => ok(await createSlot(app.db, currentMember(request).id, request.body), 'Slot added.'),
  });

  app.route({
    ...routeOf(routes.adminUpdateDeliverySlot),
    handler: async (request) => ok(await updateSlot(app.db, currentMember(request).id, request.params.id, request.body), 'Slot saved.'),
  });

  app.route({ ...routeOf(routes.adminClosedDays), handler: async () => ok(await listClosedDays(app.db, app.clock.now())) });

  app.route({
    ...routeOf(routes.adminSetClosedDay),
    handler: async (request) => {
      const { day, closed } = request.body;
      const list = await setClosedDay(app.db, currentMember(request).id, request.body, app.clock.now());
      return ok(list, closed ? m`No delivery on ${day}: its slots cannot be booked.` : m`${day} is open for delivery again.`);
    },
  });
};

export default deliveryAdminRoutes;
