// geoip-country ships no types; only the lookup we use is declared.
declare module 'geoip-country' {
  interface GeoipCountry {
    lookup(address: string): { country: string } | null;
  }
  const geoip: GeoipCountry;
  export default geoip;
}
