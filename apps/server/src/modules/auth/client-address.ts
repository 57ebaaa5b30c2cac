import net from 'node:net';

/** '::ffff:10.1.2.3' is the IPv4 address 10.1.2.3 as an IPv6 socket reports it. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = net.isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** A set of networks (CIDRs, IPv4 and IPv6) that addresses can be checked against. */
export class NetworkSet {
  private readonly list = new net.BlockList();

  constructor(cidrs: readonly string[]) {
    for (const cidr of cidrs) {
      const [network = '', prefix = ''] = cidr.split('/');
      const type = family(network);
      if (type === null) throw new Error(`Not a CIDR: ${cidr}`);
      this.list.addSubnet(network, Number(prefix), type);
    }
  }

  contains(address: string): boolean {
    const normalised = normaliseAddress(address);
    const type = family(normalised);
    return type !== null && this.list.check(normalised, type);
  }
}

/** Loopback, private, link-local and unique-local networks: never routed on the internet. */
export const PRIVATE_NETWORKS = new NetworkSet([
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '100.64.0.0/10',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
]);
