/** The demo module's door: the demo shop's past orders, placed at the first start (server.ts). It answers no calls. */
export { demoShoppers, seedDemoHistory } from './history.ts';
