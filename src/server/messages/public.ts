// What the app puts together of messages: its routes and the background round; the password reset's message.
export { messageRoutes } from './routes';
export { defineMessageSender } from './sender';
export type { MessageOptions } from './sending';
export { queuePasswordReset } from './sources/password-reset';
