export function ensureNginx(): string;
