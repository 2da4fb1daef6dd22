/**
 * The tables the reference upstream's catalogue is generated from: departments, their base
 * products (name, price, size), brands, and the marketplace sellers.
 *
 * @since 0.1.0
 */
import type { UnitOfMeasure } from "../../schema/items.js"

/** How a department's items behave. */
export type DepartmentKind = "perishable" | "shelf" | "alcohol" | "health" | "giftcard"

/** A department of the generated catalogue. */
export interface DepartmentPlan {
  readonly id: string
  readonly name: string
  readonly kind: DepartmentKind
  /** `name|price|size`, one base product each; a `*` after the name marks cold medicine, a `#` a minimum of 2. */
  readonly bases: ReadonlyArray<string>
  readonly brands: ReadonlyArray<string>
  readonly unit?: UnitOfMeasure
  /** Items of this department may be marketplace items sold and shipped by a seller. */
  readonly marketplace?: boolean
  readonly tags?: ReadonlyArray<string>
}

const store = ["Atlas", "Atlas Simple Truth", "Atlas Private Selection"] as const

/** Every department, in shelf order. 25 departments × 12 bases × 7 brands = 2,100 items. */
export const DEPARTMENTS: ReadonlyArray<DepartmentPlan> = [
  {
    id: "produce",
    name: "Produce",
    kind: "perishable",
    unit: "Pounds",
    tags: ["fresh", "organic"],
    bases: [
      "Bananas|0.59|1 lb",
      "Gala Apples|1.99|1 lb",
      "Limes#|0.39|1 ct",
      "Lemons#|0.69|1 ct",
      "Baby Spinach|3.49|5 oz",
      "Roma Tomatoes|1.49|1 lb",
      "Avocados|1.25|1 ct",
      "Strawberries|3.99|16 oz",
      "Blueberries|4.49|11 oz",
      "Russet Potatoes|4.99|5 lb",
      "Yellow Onions|1.29|1 lb",
      "Carrots|1.79|2 lb"
    ],
    brands: [...store, "Green Valley", "Sunny Acres", "Dole", "Fresh Fields"]
  },
  {
    id: "dairy",
    name: "Dairy & Eggs",
    kind: "perishable",
    tags: ["protein"],
    bases: [
      "Whole Milk|3.69|1 gal",
      "2% Reduced Fat Milk|3.59|1 gal",
      "Large Eggs|3.29|12 ct",
      "Greek Yogurt|1.19|5.3 oz",
      "Salted Butter|4.99|16 oz",
      "Sharp Cheddar|3.49|8 oz",
      "Mozzarella Shreds|3.29|8 oz",
      "Cottage Cheese|2.99|16 oz",
      "Half and Half|2.49|32 oz",
      "Cream Cheese|2.29|8 oz",
      "Oat Milk|4.29|64 oz",
      "Sour Cream|1.99|16 oz"
    ],
    brands: [...store, "Meadow Farms", "Horizon", "Daisy Creek", "Blue Hill"]
  },
  {
    id: "meat-seafood",
    name: "Meat & Seafood",
    kind: "perishable",
    unit: "Pounds_Per_Package",
    tags: ["protein"],
    bases: [
      "Chicken Breast|4.99|1.5 lb",
      "Ground Beef 80/20|5.49|1 lb",
      "Pork Chops|4.29|1.2 lb",
      "Atlantic Salmon Fillet|9.99|1 lb",
      "Shrimp|8.99|1 lb",
      "Bacon|6.49|16 oz",
      "Chicken Thighs|3.49|2 lb",
      "Ribeye Steak|14.99|1 lb",
      "Turkey Breast|5.99|1 lb",
      "Italian Sausage|4.99|19 oz",
      "Cod Fillet|8.49|1 lb",
      "Beef Stew Meat|6.99|1 lb"
    ],
    brands: [...store, "Tyson", "Smithfield", "Coastal Catch", "Prairie Ranch"]
  },
  {
    id: "bakery",
    name: "Bakery",
    kind: "perishable",
    bases: [
      "White Sandwich Bread|2.49|20 oz",
      "Whole Wheat Bread|2.99|24 oz",
      "Sourdough Loaf|4.49|24 oz",
      "Bagels|3.49|6 ct",
      "Croissants|4.99|4 ct",
      "Blueberry Muffins|4.49|4 ct",
      "Hamburger Buns|2.29|8 ct",
      "Flour Tortillas|2.79|10 ct",
      "Chocolate Chip Cookies|3.99|12 ct",
      "Dinner Rolls|3.29|12 ct",
      "Cinnamon Rolls|4.79|6 ct",
      "French Baguette|2.99|12 oz"
    ],
    brands: [...store, "Hearth & Crumb", "Sara Lee", "Dave's Bakehouse", "Golden Oven"]
  },
  {
    id: "deli",
    name: "Deli & Prepared Foods",
    kind: "perishable",
    bases: [
      "Sliced Turkey|6.99|8 oz",
      "Black Forest Ham|6.49|8 oz",
      "Provolone Slices|4.99|8 oz",
      "Rotisserie Chicken|7.99|1 ct",
      "Hummus|3.99|10 oz",
      "Potato Salad|3.49|16 oz",
      "Chicken Salad|5.99|12 oz",
      "Genoa Salami|5.49|6 oz",
      "Pasta Salad|3.99|16 oz",
      "Guacamole|4.49|8 oz",
      "Sushi Roll|7.49|8 pc",
      "Macaroni and Cheese|4.99|16 oz"
    ],
    brands: [...store, "Boar's Head", "Deli Fresh", "Sabra", "Market Kitchen"]
  },
  {
    id: "frozen",
    name: "Frozen",
    kind: "perishable",
    bases: [
      "Pepperoni Pizza|5.99|21 oz",
      "Vanilla Ice Cream|4.49|48 oz",
      "Frozen Peas|1.49|12 oz",
      "Chicken Nuggets|7.99|29 oz",
      "Waffles|2.99|10 ct",
      "Mixed Vegetables|1.79|16 oz",
      "Burritos|1.29|5 oz",
      "French Fries|3.49|32 oz",
      "Fish Sticks|4.99|24 ct",
      "Frozen Berries|4.29|16 oz",
      "Lasagna|9.99|38 oz",
      "Veggie Burgers|5.49|4 ct"
    ],
    brands: [...store, "Green Giant", "Birds Eye", "Frosty Pines", "Amy's"]
  },
  {
    id: "pantry",
    name: "Pantry",
    kind: "shelf",
    bases: [
      "Peanut Butter|3.49|16 oz",
      "Strawberry Jam|2.99|18 oz",
      "Honey|5.99|12 oz",
      "Olive Oil|8.99|16.9 oz",
      "Canola Oil|4.49|48 oz",
      "Chicken Broth|2.49|32 oz",
      "Tomato Sauce|1.19|15 oz",
      "Black Beans|0.99|15 oz",
      "Tuna in Water|1.49|5 oz",
      "Maple Syrup|7.99|12 oz",
      "Mixed Nuts|8.49|16 oz",
      "Rolled Oats|3.99|42 oz"
    ],
    brands: [...store, "Jif", "Smucker's", "Harvest Table", "Del Monte"],
    marketplace: true
  },
  {
    id: "pasta-rice",
    name: "Pasta, Rice & Grains",
    kind: "shelf",
    bases: [
      "Spaghetti|1.29|16 oz",
      "Penne Rigate|1.29|16 oz",
      "Elbow Macaroni|1.19|16 oz",
      "Long Grain White Rice|2.99|32 oz",
      "Brown Rice|3.29|32 oz",
      "Jasmine Rice|4.99|32 oz",
      "Quinoa|5.49|16 oz",
      "Egg Noodles|1.99|12 oz",
      "Couscous|2.79|10 oz",
      "Marinara Sauce|2.99|24 oz",
      "Alfredo Sauce|3.49|15 oz",
      "Lentils|1.89|16 oz"
    ],
    brands: [...store, "Barilla", "Ronzoni", "Uncle Ben's", "Rustica"]
  },
  {
    id: "breakfast",
    name: "Breakfast & Cereal",
    kind: "shelf",
    bases: [
      "Corn Flakes|3.49|12 oz",
      "Honey Oat Clusters|3.99|14 oz",
      "Granola|4.49|12 oz",
      "Instant Oatmeal|3.29|10 ct",
      "Pancake Mix|2.79|32 oz",
      "Toaster Pastries|2.99|8 ct",
      "Breakfast Bars|3.49|6 ct",
      "Raisin Bran|3.79|16 oz",
      "Frosted Wheat|3.99|18 oz",
      "Cocoa Puffs|4.29|10 oz",
      "Grits|2.49|24 oz",
      "Muesli|5.29|16 oz"
    ],
    brands: [...store, "Kellogg's", "General Mills", "Quaker", "Sunrise Mills"]
  },
  {
    id: "snacks",
    name: "Snacks",
    kind: "shelf",
    bases: [
      "Potato Chips|3.99|8 oz",
      "Tortilla Chips|3.49|13 oz",
      "Pretzels|2.99|16 oz",
      "Popcorn|3.29|6 ct",
      "Cheese Crackers|3.79|12 oz",
      "Trail Mix|5.99|26 oz",
      "Fruit Snacks|2.99|10 ct",
      "Rice Cakes|2.49|4.5 oz",
      "Beef Jerky|6.99|3.25 oz",
      "Granola Bars|3.49|8 ct",
      "Salsa|2.99|16 oz",
      "Chocolate Bar|1.49|1.55 oz"
    ],
    brands: [...store, "Lay's", "Tostitos", "Crunch Co.", "Snyder's"],
    marketplace: true
  },
  {
    id: "beverages",
    name: "Beverages",
    kind: "shelf",
    bases: [
      "Spring Water|4.99|24 pk",
      "Sparkling Water|4.49|8 pk",
      "Orange Juice|3.99|52 oz",
      "Apple Juice|2.99|64 oz",
      "Cola|6.99|12 pk",
      "Lemon-Lime Soda|6.99|12 pk",
      "Ground Coffee|8.99|12 oz",
      "Black Tea|3.49|20 ct",
      "Sports Drink|5.49|8 pk",
      "Cold Brew Coffee|4.99|32 oz",
      "Energy Drink|2.49|16 oz",
      "Coconut Water|2.99|16.9 oz"
    ],
    brands: [...store, "Coca-Cola", "Tropicana", "Clearwater", "Folgers"]
  },
  {
    id: "canned",
    name: "Canned & Packaged",
    kind: "shelf",
    bases: [
      "Chicken Noodle Soup|1.79|10.75 oz",
      "Tomato Soup|1.49|10.75 oz",
      "Sweet Corn|0.99|15.25 oz",
      "Green Beans|0.99|14.5 oz",
      "Diced Tomatoes|1.19|14.5 oz",
      "Chickpeas|1.09|15 oz",
      "Chili with Beans|2.49|15 oz",
      "Peaches|1.89|15.25 oz",
      "Coconut Milk|2.29|13.5 oz",
      "Refried Beans|1.49|16 oz",
      "Mandarin Oranges|1.59|11 oz",
      "Pumpkin Puree|2.49|15 oz"
    ],
    brands: [...store, "Campbell's", "Progresso", "Hunt's", "Bush's"]
  },
  {
    id: "baking",
    name: "Baking",
    kind: "shelf",
    bases: [
      "All-Purpose Flour|3.49|5 lb",
      "Granulated Sugar|3.99|4 lb",
      "Brown Sugar|2.49|2 lb",
      "Baking Soda|1.29|16 oz",
      "Baking Powder|2.99|8.1 oz",
      "Vanilla Extract|6.99|2 oz",
      "Chocolate Chips|3.49|12 oz",
      "Cake Mix|1.79|15.25 oz",
      "Frosting|2.29|16 oz",
      "Cocoa Powder|3.99|8 oz",
      "Yeast|1.99|3 ct",
      "Powdered Sugar|2.19|32 oz"
    ],
    brands: [...store, "King Arthur", "Domino", "Betty Crocker", "Ghirardelli"]
  },
  {
    id: "condiments",
    name: "Condiments & Sauces",
    kind: "shelf",
    bases: [
      "Ketchup|2.99|32 oz",
      "Yellow Mustard|1.49|14 oz",
      "Mayonnaise|4.49|30 oz",
      "Ranch Dressing|3.29|16 oz",
      "BBQ Sauce|2.49|18 oz",
      "Hot Sauce|2.99|12 oz",
      "Soy Sauce|2.79|15 oz",
      "Dill Pickles|3.49|24 oz",
      "Italian Dressing|2.99|16 oz",
      "Sriracha|3.99|17 oz",
      "Balsamic Vinegar|4.49|16.9 oz",
      "Salsa Verde|3.29|16 oz"
    ],
    brands: [...store, "Heinz", "Hellmann's", "French's", "Kikkoman"]
  },
  {
    id: "international",
    name: "International",
    kind: "shelf",
    bases: [
      "Ramen Noodles|0.59|3 oz",
      "Coconut Curry Sauce|3.99|12 oz",
      "Taco Shells|2.49|12 ct",
      "Enchilada Sauce|2.29|10 oz",
      "Rice Noodles|2.99|14 oz",
      "Kimchi|5.99|14 oz",
      "Naan|3.99|4 ct",
      "Tahini|6.49|16 oz",
      "Miso Paste|5.49|14 oz",
      "Gnocchi|2.99|16 oz",
      "Chipotle Peppers|1.99|7 oz",
      "Pad Thai Kit|4.49|9 oz"
    ],
    brands: [...store, "Old El Paso", "Thai Kitchen", "Goya", "Maruchan"],
    marketplace: true
  },
  {
    id: "beer-wine-spirits",
    name: "Beer, Wine & Spirits",
    kind: "alcohol",
    tags: ["21+"],
    bases: [
      "Lager|9.99|6 pk",
      "India Pale Ale|11.99|6 pk",
      "Light Beer|15.99|12 pk",
      "Hard Seltzer|16.99|12 pk",
      "Cabernet Sauvignon|12.99|750 ml",
      "Chardonnay|10.99|750 ml",
      "Pinot Noir|14.99|750 ml",
      "Rosé|11.99|750 ml",
      "Prosecco|13.99|750 ml",
      "Vodka|19.99|750 ml",
      "Bourbon Whiskey|29.99|750 ml",
      "Silver Tequila|24.99|750 ml"
    ],
    brands: [...store, "Hill Country Brewing", "Oak Barrel Cellars", "Copper Still", "Riverbend Vineyards"]
  },
  {
    id: "health",
    name: "Health & Wellness",
    kind: "health",
    bases: [
      "Cold & Sinus Tablets*|8.99|20 ct",
      "Nighttime Cold Relief*|9.49|12 oz",
      "Sinus Decongestant*|7.99|24 ct",
      "Daytime Cold & Flu*|8.49|16 ct",
      "Pain Reliever|6.99|100 ct",
      "Multivitamin|9.99|100 ct",
      "Vitamin C|7.49|100 ct",
      "Allergy Relief|12.99|30 ct",
      "Antacid|5.99|96 ct",
      "Adhesive Bandages|3.99|30 ct",
      "Cough Drops|2.99|30 ct",
      "First Aid Kit|14.99|1 ct"
    ],
    brands: [...store, "Advil", "Vicks", "Nature Made", "CareOne"]
  },
  {
    id: "personal-care",
    name: "Personal Care",
    kind: "shelf",
    bases: [
      "Shampoo|5.99|12 oz",
      "Conditioner|5.99|12 oz",
      "Body Wash|6.49|18 oz",
      "Bar Soap|4.99|8 ct",
      "Toothpaste|3.49|4 oz",
      "Toothbrush|2.99|2 ct",
      "Deodorant|4.99|2.6 oz",
      "Lotion|7.99|16 oz",
      "Sunscreen SPF 50|9.99|8 oz",
      "Razors|11.99|4 ct",
      "Lip Balm|2.49|2 ct",
      "Mouthwash|5.49|33.8 oz"
    ],
    brands: [...store, "Dove", "Colgate", "Pure Essentials", "Neutrogena"],
    marketplace: true
  },
  {
    id: "baby",
    name: "Baby",
    kind: "shelf",
    bases: [
      "Diapers Size 1|24.99|84 ct",
      "Diapers Size 3|24.99|68 ct",
      "Baby Wipes|3.99|72 ct",
      "Infant Formula|29.99|29.8 oz",
      "Baby Food Pouches|1.49|4 oz",
      "Teething Biscuits|3.49|12 ct",
      "Baby Shampoo|4.99|13.6 oz",
      "Diaper Cream|6.99|4 oz",
      "Sippy Cup|5.99|2 ct",
      "Baby Lotion|5.49|13.6 oz",
      "Rice Cereal|3.29|8 oz",
      "Training Pants|13.99|24 ct"
    ],
    brands: [...store, "Pampers", "Huggies", "Little Sprout", "Gerber"],
    marketplace: true
  },
  {
    id: "pet",
    name: "Pet",
    kind: "shelf",
    bases: [
      "Dry Dog Food|24.99|15 lb",
      "Wet Dog Food|1.79|13.2 oz",
      "Dry Cat Food|14.99|7 lb",
      "Wet Cat Food|0.89|3 oz",
      "Cat Litter|12.99|20 lb",
      "Dog Treats|5.99|16 oz",
      "Cat Treats|3.49|3 oz",
      "Dog Chew Toy|7.99|1 ct",
      "Flea Collar|14.99|1 ct",
      "Bird Seed|6.99|5 lb",
      "Fish Food|4.49|2.2 oz",
      "Puppy Pads|16.99|50 ct"
    ],
    brands: [...store, "Purina", "Pedigree", "Happy Tails", "Meow Mix"],
    marketplace: true
  },
  {
    id: "household",
    name: "Household",
    kind: "shelf",
    bases: [
      "Aluminum Foil|4.99|75 sq ft",
      "Plastic Wrap|3.49|200 sq ft",
      "Trash Bags|12.99|40 ct",
      "Zipper Storage Bags|4.49|50 ct",
      "AA Batteries|9.99|8 ct",
      "Light Bulbs|7.99|4 ct",
      "Candles|6.99|1 ct",
      "Matches|1.99|10 ct",
      "Air Freshener|3.99|8.8 oz",
      "Food Storage Containers|9.99|10 ct",
      "Parchment Paper|4.29|45 sq ft",
      "Coffee Filters|2.49|200 ct"
    ],
    brands: [...store, "Reynolds", "Glad", "Home Basics", "Energizer"],
    marketplace: true
  },
  {
    id: "cleaning",
    name: "Cleaning",
    kind: "shelf",
    bases: [
      "Dish Soap|3.49|19.4 oz",
      "Dishwasher Pods|12.99|42 ct",
      "Laundry Detergent|11.99|92 oz",
      "Fabric Softener|6.99|64 oz",
      "All-Purpose Cleaner|3.99|32 oz",
      "Glass Cleaner|3.49|32 oz",
      "Disinfecting Wipes|5.49|75 ct",
      "Bleach|3.29|81 oz",
      "Sponges|2.99|6 ct",
      "Toilet Bowl Cleaner|2.79|24 oz",
      "Floor Cleaner|4.99|48 oz",
      "Stain Remover|4.49|22 oz"
    ],
    brands: [...store, "Dawn", "Tide", "Clorox", "Spotless"]
  },
  {
    id: "paper",
    name: "Paper Products",
    kind: "shelf",
    bases: [
      "Paper Towels|15.99|6 rolls",
      "Toilet Paper|12.99|12 rolls",
      "Facial Tissue|1.99|160 ct",
      "Paper Plates|4.99|50 ct",
      "Napkins|2.99|250 ct",
      "Plastic Cups|3.49|50 ct",
      "Plastic Forks|2.49|48 ct",
      "Paper Bowls|4.49|40 ct",
      "Lunch Bags|1.99|50 ct",
      "Party Plates|3.99|20 ct",
      "Moist Flushable Wipes|3.99|48 ct",
      "Tablecloth|2.99|1 ct"
    ],
    brands: [...store, "Bounty", "Charmin", "Kleenex", "Everyday Paper"]
  },
  {
    id: "floral",
    name: "Floral & Garden",
    kind: "perishable",
    bases: [
      "Mixed Bouquet|12.99|1 ct",
      "Dozen Roses|19.99|12 stems",
      "Potted Orchid|24.99|1 ct",
      "Sunflowers|9.99|5 stems",
      "Tulips|10.99|10 stems",
      "Succulent|5.99|4 in",
      "Potting Soil|6.99|8 qt",
      "Herb Plant|3.99|4 in",
      "Carnations|7.99|10 stems",
      "Peace Lily|14.99|6 in",
      "Mini Rose Plant|8.99|4 in",
      "Lilies|13.99|5 stems"
    ],
    brands: [...store, "Bloom & Co.", "Garden Gate", "Petal Pushers", "Miracle Garden"]
  },
  {
    id: "gift-cards",
    name: "Gift Cards & Financial Services",
    kind: "giftcard",
    bases: [
      "$25 Gift Card|25.00|1 ct",
      "$50 Gift Card|50.00|1 ct",
      "$100 Gift Card|100.00|1 ct",
      "Prepaid Visa $50|54.95|1 ct",
      "Prepaid Visa $100|105.95|1 ct",
      "Restaurant eGift $25|25.00|1 ct",
      "Streaming eGift $30|30.00|1 ct",
      "Gaming Card $20|20.00|1 ct",
      "Money Order|1.25|1 ct",
      "Fuel Rewards Card $50|50.00|1 ct",
      "Movie Pass $25|25.00|1 ct",
      "Coffee Shop eGift $15|15.00|1 ct"
    ],
    brands: [...store, "Vanilla", "Blackhawk", "CardCo", "GiftPlus"]
  }
]

/** A marketplace seller of the seed. */
export interface SellerPlan {
  readonly sellerId: string
  readonly name: string
  readonly shipsFrom: string
  readonly since: string
}

/** The marketplace sellers. */
export const SELLERS: ReadonlyArray<SellerPlan> = [
  { sellerId: "seller-001", name: "Pantry Direct", shipsFrom: "OH", since: "2019-04-01" },
  { sellerId: "seller-002", name: "Snack Haven", shipsFrom: "TX", since: "2020-02-15" },
  { sellerId: "seller-003", name: "Global Flavors Co.", shipsFrom: "CA", since: "2018-09-10" },
  { sellerId: "seller-004", name: "Care & Comfort", shipsFrom: "NJ", since: "2021-06-20" },
  { sellerId: "seller-005", name: "Little Ones Supply", shipsFrom: "GA", since: "2020-11-03" },
  { sellerId: "seller-006", name: "Paws & Claws Outlet", shipsFrom: "CO", since: "2017-03-12" },
  { sellerId: "seller-007", name: "HomeGoods Express", shipsFrom: "IL", since: "2022-01-25" },
  { sellerId: "seller-008", name: "Bulk Barn", shipsFrom: "WA", since: "2016-07-30" },
  { sellerId: "seller-009", name: "Evergreen Naturals", shipsFrom: "OR", since: "2023-03-08" },
  { sellerId: "seller-010", name: "Main Street Mercantile", shipsFrom: "PA", since: "2019-10-17" }
]
