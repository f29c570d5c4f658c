/**
 * Why an address is not one a webhook may reach, as data (`url-policy.ts` finds it, the catalogues
 * of worker/dashboard/i18n say it): the address as shown, the kind of range it is in and that
 * range, and for an IPv4 address inside an IPv6 one, how it is embedded and the IPv4 address.
 */
export type AddressKind =
  | 'notAnAddress'
  | 'thisNetwork'
  | 'private'
  | 'carrierNat'
  | 'loopback'
  | 'linkLocalMetadata'
  | 'ietf'
  | 'benchmarking'
  | 'multicast'
  | 'reserved'
  | 'unspecified'
  | 'loopbackOne'
  | 'compatible'
  | 'localNat64'
  | 'discard'
  | 'uniqueLocal'
  | 'linkLocal'
  | 'siteLocal';

export type AddressProblem = {
  /** As the URL parser writes it: dotted IPv4, or IPv6 in brackets. */
  address: string;
  kind: AddressKind;
  /** The refused range (`10.0.0.0/8`, `fc00::/7`); empty for `notAnAddress`. */
  cidr: string;
  /** An IPv4 address inside an IPv6 one: how it is embedded, and the IPv4 address the kind is about. */
  via?: 'mapped' | 'translated' | 'nat64' | '6to4';
  inner?: string;
};
