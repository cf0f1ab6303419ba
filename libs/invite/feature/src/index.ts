export { InviteScreen } from './invite-screen';
