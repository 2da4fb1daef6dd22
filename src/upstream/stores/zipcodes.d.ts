/**
 * The part of the `zipcodes` package (8.0.0, CommonJS, no bundled types) that the reference
 * upstream's stores use: US zip centroids, city look-ups and zips within a radius.
 */
declare module "zipcodes" {
  /** One zip code with its centroid; `state` is the two-letter code (e.g. `OH`), `country` `US` or `CA`. */
  export interface ZipCodeInfo {
    readonly zip: string
    readonly latitude: number
    readonly longitude: number
    readonly city: string
    readonly state: string
    readonly country: string
  }

  /** The package's module object. */
  export interface ZipCodes {
    /** The zip's record, or `undefined` when unknown. */
    lookup(zip: string): ZipCodeInfo | undefined
    /** Every zip of a city (case-insensitive name) in a state (code or full name). */
    lookupByName(city: string, state: string): Array<ZipCodeInfo>
    /** The zip codes within `miles` of a zip (slow: scans every zip). */
    radius(zip: string, miles: number): Array<string>
    /** State names: `normalize` turns a full name (any case) or a code into the upper-case code. */
    readonly states: { normalize(state: string): string | undefined }
  }

  const zipcodes: ZipCodes
  export default zipcodes
}
