// What the app puts together of messages: its routes and the background round.
export { messageRoutes } from './routes';
export { startMessageSender } from './sender';
export type { MessageOptions } from './sending';
