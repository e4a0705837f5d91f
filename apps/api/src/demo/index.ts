/** The demo shop's door (above the modules and workflows, as it places orders through them): the demo shop's past orders, placed at the first start (server.ts). It answers no calls. */
export { demoShoppers, seedDemoHistory } from './history.ts';
