import { createLink } from '@tanstack/react-router';
import { Button } from '@cx/shared-ui';

/** A design-system Button that navigates with the router (typed `to`, intent preloading). */
export const ButtonLink = createLink(Button);
