export {
  shellKeys,
  shellQueryOptions,
  type Shell,
  type FetchShell,
} from './shell-query';
