/**
 * Where the seeded stores stand: metro areas, each served by one banner's division, with the real
 * zip codes of their stores and each store's type (and brand, for some fuel and partner sites).
 *
 * @since 0.1.0
 */
import type { StoreType } from "../../schema/stores.js"

/** One store to place: its type, or its type and brand (fuel centers and partner sites only). */
export type Slot = StoreType | { readonly type: StoreType; readonly brand: string }

/** The stores at one zip code: a neighbourhood label for their names, their slots, overrides. */
export interface ZipPlan {
  readonly zip: string
  readonly area: string
  readonly slots: ReadonlyArray<Slot>
  readonly phoneArea?: string
  readonly county?: string
}

/** A metro area: the banner and 3-digit division serving it, its phone area code, its zips. */
export interface MetroPlan {
  readonly banner: string
  readonly division: string
  readonly phoneArea: string
  readonly zips: ReadonlyArray<ZipPlan>
}

/** The banners of the seed, each with its own divisions. */
export const BANNERS = ["Atlas Market", "Harbor Foods", "Prairie Market", "Maple Grocer", "Fjord Market"] as const

const fuel = (brand: string): Slot => ({ type: "I", brand })
const partner = (brand: string): Slot => ({ type: "AL", brand })
const at = (zip: string, area: string, slots: ReadonlyArray<Slot>, extra: { phoneArea?: string; county?: string } = {}): ZipPlan => ({
  zip,
  area,
  slots,
  ...extra
})

/** Every metro of the seed, in seeding order. */
export const METROS: ReadonlyArray<MetroPlan> = [
  {
    banner: "Atlas Market",
    division: "014",
    phoneArea: "513",
    zips: [
      at("45202", "Downtown", ["PU", fuel("SHELL COMPANY")], { county: "Hamilton" }),
      at("45220", "Clifton", ["LC", "PU"], { county: "Hamilton" }),
      at("45208", "Hyde Park", ["PH", "X"], { county: "Hamilton" }),
      at("45211", "Westwood", ["PU", partner("COVID")], { county: "Hamilton" }),
      at("45236", "Kenwood", ["MF", fuel("BP")], { county: "Hamilton" }),
      at("41011", "Covington", ["PU"], { phoneArea: "859", county: "Kenton" }),
      at("45069", "West Chester", ["PU", "D"], { county: "Butler" }),
      at("45140", "Loveland", ["LC"]),
      at("45402", "Dayton", ["PU"], { phoneArea: "937" }),
      at("45459", "Centerville", ["LC", "J"], { phoneArea: "937" })
    ]
  },
  {
    banner: "Atlas Market",
    division: "016",
    phoneArea: "614",
    zips: [at("43215", "Columbus Downtown", ["PU", "HS"]), at("43221", "Upper Arlington", ["PH"]), at("43081", "Westerville", ["PU"])]
  },
  {
    banner: "Atlas Market",
    division: "018",
    phoneArea: "502",
    zips: [
      at("40202", "Louisville", ["PU"]),
      at("40207", "St. Matthews", ["LC", fuel("ATLAS FUEL")]),
      at("46204", "Indianapolis", ["PU", "P"], { phoneArea: "317" }),
      at("46220", "Broad Ripple", ["PH"], { phoneArea: "317" })
    ]
  },
  {
    banner: "Atlas Market",
    division: "011",
    phoneArea: "404",
    zips: [
      at("30303", "Downtown Atlanta", ["PU", "X"], { county: "Fulton" }),
      at("30306", "Virginia-Highland", ["LC"]),
      at("30309", "Midtown", ["PH", fuel("AMOCO")]),
      at("30062", "Marietta", ["PU", "WG"], { phoneArea: "770" }),
      at("30030", "Decatur", ["MF"])
    ]
  },
  {
    banner: "Atlas Market",
    division: "017",
    phoneArea: "615",
    zips: [at("37203", "Nashville", ["PU", "LC"]), at("38103", "Memphis", ["PU"], { phoneArea: "901" })]
  },
  {
    banner: "Atlas Market",
    division: "026",
    phoneArea: "313",
    zips: [at("48226", "Detroit", ["PU"]), at("48067", "Royal Oak", ["LC", "D"], { phoneArea: "248" })]
  },
  {
    banner: "Atlas Market",
    division: "009",
    phoneArea: "305",
    zips: [
      at("33131", "Brickell", ["PU", "X"]),
      at("32801", "Orlando", ["PH", fuel("BP")], { phoneArea: "407" }),
      at("33602", "Tampa", ["PU"], { phoneArea: "813" })
    ]
  },
  {
    banner: "Harbor Foods",
    division: "703",
    phoneArea: "310",
    zips: [
      at("90210", "Beverly Hills", ["PU", "J"], { county: "Los Angeles" }),
      at("90024", "Westwood", ["LC"], { county: "Los Angeles" }),
      at("90036", "Fairfax", ["PH", "X"], { phoneArea: "323", county: "Los Angeles" }),
      at("90401", "Santa Monica", ["PU", fuel("SHELL COMPANY")], { county: "Los Angeles" }),
      at("90012", "Downtown LA", ["MF", "P"], { phoneArea: "213", county: "Los Angeles" }),
      at("91101", "Pasadena", ["PU"], { phoneArea: "626", county: "Los Angeles" })
    ]
  },
  {
    banner: "Harbor Foods",
    division: "704",
    phoneArea: "415",
    zips: [at("94103", "SoMa", ["PU", "D"]), at("94110", "Mission", ["LC"]), at("94301", "Palo Alto", ["PH"], { phoneArea: "650" })]
  },
  {
    banner: "Harbor Foods",
    division: "706",
    phoneArea: "602",
    zips: [
      at("85004", "Phoenix", ["PU", fuel("HARBOR FUEL")]),
      at("85251", "Scottsdale", ["LC"], { phoneArea: "480" }),
      at("89101", "Las Vegas", ["PU", partner("COVID")], { phoneArea: "702" })
    ]
  },
  {
    banner: "Prairie Market",
    division: "034",
    phoneArea: "713",
    zips: [
      at("77002", "Downtown Houston", ["PU", fuel("BP")], { county: "Harris" }),
      at("77006", "Montrose", ["LC"], { county: "Harris" }),
      at("77005", "West University", ["PH"], { county: "Harris" }),
      at("77024", "Memorial", ["PU", "HS"], { county: "Harris" }),
      at("77056", "Galleria", ["MF"], { county: "Harris" })
    ]
  },
  {
    banner: "Prairie Market",
    division: "035",
    phoneArea: "214",
    zips: [
      at("75201", "Uptown Dallas", ["PU", "X"]),
      at("75205", "Highland Park", ["LC"]),
      at("78701", "Austin", ["PU", "WG"], { phoneArea: "512" }),
      at("78704", "South Austin", ["PH"], { phoneArea: "512" })
    ]
  },
  {
    banner: "Prairie Market",
    division: "620",
    phoneArea: "303",
    zips: [
      at("80202", "LoDo", ["PU", fuel("AMOCO")], { county: "Denver" }),
      at("80206", "Cherry Creek", ["LC"], { county: "Denver" }),
      at("80218", "Capitol Hill", ["PH", "P"], { county: "Denver" }),
      at("80302", "Boulder", ["PU"]),
      at("84101", "Salt Lake City", ["PU", "D"], { phoneArea: "801" })
    ]
  },
  {
    banner: "Prairie Market",
    division: "530",
    phoneArea: "312",
    zips: [
      at("60601", "The Loop", ["PU", "X"], { county: "Cook" }),
      at("60614", "Lincoln Park", ["LC"], { phoneArea: "773", county: "Cook" }),
      at("60657", "Lakeview", ["PH", partner("COMMUNITY HEALTH")], { phoneArea: "773", county: "Cook" }),
      at("60201", "Evanston", ["PU"], { phoneArea: "847" }),
      at("60540", "Naperville", ["MF", fuel("PRAIRIE FUEL")], { phoneArea: "630" })
    ]
  },
  {
    banner: "Prairie Market",
    division: "532",
    phoneArea: "816",
    zips: [at("64105", "Kansas City", ["PU"]), at("63101", "St. Louis", ["PU", "LC"], { phoneArea: "314" })]
  },
  {
    banner: "Maple Grocer",
    division: "021",
    phoneArea: "212",
    zips: [
      at("10001", "Chelsea", ["PU", "X"], { county: "New York" }),
      at("10011", "West Village", ["LC"], { county: "New York" }),
      at("10024", "Upper West Side", ["PH", "J"], { county: "New York" }),
      at("11201", "Brooklyn Heights", ["PU", "D"], { phoneArea: "718" }),
      at("07302", "Jersey City", ["MF", "HS"], { phoneArea: "201" })
    ]
  },
  {
    banner: "Maple Grocer",
    division: "024",
    phoneArea: "617",
    zips: [at("02108", "Beacon Hill", ["PU"]), at("02139", "Cambridge", ["LC", "P"])]
  },
  { banner: "Maple Grocer", division: "025", phoneArea: "215", zips: [at("19103", "Rittenhouse", ["PU", fuel("SHELL COMPANY")])] },
  {
    banner: "Maple Grocer",
    division: "029",
    phoneArea: "202",
    zips: [
      at("20001", "Shaw", ["PU", "X"]),
      at("22201", "Arlington", ["LC"], { phoneArea: "703" }),
      at("21201", "Baltimore", ["PH"], { phoneArea: "410" }),
      at("28202", "Charlotte", ["PU", "WG"], { phoneArea: "704" })
    ]
  },
  {
    banner: "Fjord Market",
    division: "701",
    phoneArea: "206",
    zips: [
      at("98101", "Downtown Seattle", ["PU", fuel("SHELL COMPANY")], { county: "King" }),
      at("98103", "Fremont", ["LC"], { county: "King" }),
      at("98109", "South Lake Union", ["PH", "D"], { county: "King" }),
      at("98004", "Bellevue", ["PU", "X"], { phoneArea: "425", county: "King" }),
      at("98033", "Kirkland", ["MF"], { phoneArea: "425", county: "King" })
    ]
  },
  {
    banner: "Fjord Market",
    division: "702",
    phoneArea: "503",
    zips: [at("97205", "Portland", ["PU", partner("COVID")]), at("97214", "Buckman", ["LC", "WG"])]
  },
  {
    banner: "Fjord Market",
    division: "660",
    phoneArea: "612",
    zips: [at("55401", "Minneapolis", ["PU", "HS"]), at("53202", "Milwaukee", ["PU"], { phoneArea: "414" })]
  }
]
