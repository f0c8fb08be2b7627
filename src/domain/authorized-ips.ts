/** An IPv4 address seen through an IPv6 socket (::ffff:127.0.0.1) is that IPv4 address. */
export function normalizeIp(ip: string): string {
  const s = ip.trim().toLowerCase();
  return s.startsWith('::ffff:') && s.includes('.') ? s.slice(7) : s;
}

/** Spec §3/§5: a user with authorised IPs (comma separated) may work only from one of them; none listed: anywhere. */
export function ipAllowed(list: string | null | undefined, ip: string): boolean {
  const allowed = (list ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map(normalizeIp);
  return allowed.length === 0 || allowed.includes(normalizeIp(ip));
}
