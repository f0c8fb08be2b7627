// What the app puts together of messages: its routes and the background round.
export { messageRoutes } from './routes';
export { defineMessageSender } from './sender';
export type { MessageOptions } from './sending';
