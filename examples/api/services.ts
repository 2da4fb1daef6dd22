// One example per service class: each region is the `@example` of its class in src/services/ (verbatim,
// checked by test/docs/apiExamples.test.ts). Each is an Effect that needs the service, provided by its
// `Default` layer over a client (`atlasClient(...)`), or by `AllServices`.
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import {
  Ach,
  AdPlacements,
  Analytics,
  AnalyticsMemory,
  Banners,
  Carts,
  Cashback,
  Checkout,
  CommunityRewards,
  Coupons,
  Customer,
  Feedback,
  FriendsAndFamily,
  Fuel,
  GiftCards,
  Items,
  LocationMapping,
  Loyalty,
  Membership,
  ModalityPreferences,
  Offers,
  OptUp,
  Passbook,
  Payment,
  PostOrderMessaging,
  ProductSearch,
  Products,
  Promises,
  Quotes,
  Recommendations,
  Returns,
  Reviews,
  Savings,
  Sellers,
  ShoppableAds,
  ShoppingContext,
  ShoppingLists,
  Stores,
  Substitutions,
  Timeslots,
  Wallet,
  WeeklyAds,
  weeklyAdPathOf
} from "atlas-client"

// #region Stores
export const storesNear = Effect.gen(function* () {
  const stores = yield* Stores
  const found = yield* stores.searchStores({ query: "45202", radiusInMiles: 10, maxResults: 5 })
  return found.stores.map((m) => `${m.store.name} (${m.distanceMiles} mi)`)
})
// #endregion Stores

// #region Items
export const cereal = Effect.gen(function* () {
  const items = yield* Items
  const item = yield* items.lookupItem("0001111041700")
  return item.description
})
// #endregion Items

// #region Products
export const productCards = Effect.gen(function* () {
  const products = yield* Products
  return yield* products.getProducts(["0001111041700", "0001111060903"])
})
// #endregion Products

// #region ProductSearch
export const milkOnSale = Effect.gen(function* () {
  const search = yield* ProductSearch
  return yield* search.searchProducts({ term: "milk", onSale: true, inStock: true })
})
// #endregion ProductSearch

// #region Sellers
export const marketplaceSellers = Effect.gen(function* () {
  const sellers = yield* Sellers
  return yield* sellers.listSellers()
})
// #endregion Sellers

// #region Reviews
export const itemReviews = Effect.gen(function* () {
  const reviews = yield* Reviews
  return yield* reviews.getReviews("0001111041700")
})
// #endregion Reviews

// #region Recommendations
export const healthierChoices = Effect.gen(function* () {
  const recommendations = yield* Recommendations
  return yield* recommendations.betterForYou("0001111041700")
})
// #endregion Recommendations

// #region Carts
export const myCart = Effect.gen(function* () {
  const profileId = yield* Effect.flatMap(Customer, (customer) => customer.getProfileId())
  const carts = yield* Carts
  return yield* carts.getCart(profileId)
})
// #endregion Carts

// #region ShoppingLists
export const listNames = Effect.gen(function* () {
  const lists = yield* ShoppingLists
  const found = yield* lists.getShoppingLists()
  return found.map((list) => list.name)
})
// #endregion ShoppingLists

// #region ModalityPreferences
export const savedModality = Effect.gen(function* () {
  const preferences = yield* ModalityPreferences
  return yield* preferences.getPreferences()
})
// #endregion ModalityPreferences

// #region Banners
export const banners = Effect.gen(function* () {
  const service = yield* Banners
  return yield* service.listBanners()
})
// #endregion Banners

// #region Customer
export const greeting = Effect.gen(function* () {
  const customer = yield* Customer
  const profile = yield* customer.getProfile({ detailLevel: "basic" })
  return `Hello, ${profile.firstName}`
})
// #endregion Customer

// #region Feedback
export const sendFeedback = Effect.gen(function* () {
  const feedback = yield* Feedback
  return yield* feedback.sendComment({ comment: "Friendly pickup staff", category: "PICKUP", rating: 5 })
})
// #endregion Feedback

// #region FriendsAndFamily
export const familyProgram = Effect.gen(function* () {
  const program = yield* FriendsAndFamily
  return yield* program.fetch()
})
// #endregion FriendsAndFamily

// #region LocationMapping
export const storeFacilities = Effect.gen(function* () {
  const mapping = yield* LocationMapping
  return yield* mapping.getByLocationId("01400943")
})
// #endregion LocationMapping

// #region Passbook
export const walletPassFile = Effect.gen(function* () {
  const passbook = yield* Passbook
  return yield* passbook.downloadWalletPass()
})
// #endregion Passbook

// #region Coupons
export const clipFirstCoupon = Effect.gen(function* () {
  const coupons = yield* Coupons
  const found = yield* coupons.getCoupons({ query: "cereal", pageSize: 10 })
  const first = found.coupons[0]
  return first === undefined ? undefined : yield* coupons.clipCoupon(first.id)
})
// #endregion Coupons

// #region Cashback
export const cashbackBalance = Effect.gen(function* () {
  const cashback = yield* Cashback
  return yield* cashback.getBalance()
})
// #endregion Cashback

// #region Savings
export const specials = Effect.gen(function* () {
  const savings = yield* Savings
  return yield* savings.getSpecials()
})
// #endregion Savings

// #region Offers
export const flashSaleLimits = Effect.gen(function* () {
  const offers = yield* Offers
  return yield* offers.getFlashSaleMaxQuantity(["FS-100", "FS-101"])
})
// #endregion Offers

// #region WeeklyAds
export const weeklyAd = Effect.gen(function* () {
  const store = yield* Effect.flatMap(Stores, (stores) => stores.getStoreDetails("01400943"))
  const weeklyAds = yield* WeeklyAds
  return yield* weeklyAds.getCirculars(weeklyAdPathOf(store))
})
// #endregion WeeklyAds

// #region ShoppableAds
export const deals = Effect.gen(function* () {
  const ads = yield* ShoppableAds
  return yield* ads.getDeals()
})
// #endregion ShoppableAds

// #region AdPlacements
export const homeAds = Effect.gen(function* () {
  const placements = yield* AdPlacements
  return yield* placements.getAdPlacements({ target: "HOME", pageSize: 4 })
})
// #endregion AdPlacements

// #region Fuel
export const fuelSavings = Effect.gen(function* () {
  const fuel = yield* Fuel
  return yield* fuel.calculateSavings({ points: 200, gallons: 12, pricePerGallon: 3.49 })
})
// #endregion Fuel

// #region Loyalty
export const loyaltySummary = Effect.gen(function* () {
  const loyalty = yield* Loyalty
  return yield* loyalty.getSummary()
})
// #endregion Loyalty

// #region CommunityRewards
export const myCharity = Effect.gen(function* () {
  const rewards = yield* CommunityRewards
  return yield* rewards.getEnrollment()
})
// #endregion CommunityRewards

// #region OptUp
export const healthScore = Effect.gen(function* () {
  const optUp = yield* OptUp
  return yield* optUp.getScore()
})
// #endregion OptUp

// #region Membership
export const membership = Effect.gen(function* () {
  const service = yield* Membership
  return yield* service.getMembership()
})
// #endregion Membership

// #region Checkout
export const applyPromo = (checkoutId: string) =>
  Effect.gen(function* () {
    const checkout = yield* Checkout
    return yield* checkout.addPromo(checkoutId, "SAVE5")
  })
// #endregion Checkout

// #region Payment
export const placeOrder = (checkoutId: string) =>
  Effect.gen(function* () {
    const payment = yield* Payment
    return yield* payment.purchase(checkoutId)
  })
// #endregion Payment

// #region GiftCards
export const giftCardBalance = Effect.gen(function* () {
  const giftCards = yield* GiftCards
  return yield* giftCards.getBalance("6006491234567890123", "1234")
})
// #endregion GiftCards

// #region Wallet
export const savedCards = Effect.gen(function* () {
  const wallet = yield* Wallet
  return yield* wallet.getWallets()
})
// #endregion Wallet

// #region Ach
export const closeBankAccount = (achId: string) =>
  Effect.gen(function* () {
    const ach = yield* Ach
    return yield* ach.close(achId)
  })
// #endregion Ach

// #region Promises
export const deliveryPromise = (promiseId: string) =>
  Effect.gen(function* () {
    const promises = yield* Promises
    return yield* promises.getPromise(promiseId)
  })
// #endregion Promises

// #region Quotes
export const quote = (quoteId: string) =>
  Effect.gen(function* () {
    const quotes = yield* Quotes
    return yield* quotes.getQuoteById(quoteId)
  })
// #endregion Quotes

// #region Timeslots
export const pickupWindows = Effect.gen(function* () {
  const timeslots = yield* Timeslots
  return yield* timeslots.getTimeslots(["01400943"])
})
// #endregion Timeslots

// #region Substitutions
export const substitutions = (orderId: string) =>
  Effect.gen(function* () {
    const service = yield* Substitutions
    return yield* service.getSubstitutions(orderId)
  })
// #endregion Substitutions

// #region PostOrderMessaging
export const orderMessages = (subOrderId: string) =>
  Effect.gen(function* () {
    const messaging = yield* PostOrderMessaging
    return yield* messaging.getMessages({ subOrderId })
  })
// #endregion PostOrderMessaging

// #region Returns
export const returnOne = (orderId: string, upc: string) =>
  Effect.gen(function* () {
    const returns = yield* Returns
    return yield* returns.startReturn(orderId, { action: "REFUND", items: [{ upc, quantity: 1 }] })
  })
// #endregion Returns

// #region ShoppingContext
export const activeModalityType = Effect.gen(function* () {
  const shopping = yield* ShoppingContext
  const active = yield* shopping.active
  return Option.match(active, { onNone: () => "none chosen", onSome: (modality) => modality.type })
})
// #endregion ShoppingContext

// #region Analytics
export const heroSeen = (viewDuration: number) =>
  Effect.gen(function* () {
    const analytics = yield* Analytics
    return yield* analytics.impression({ espot_id: "home-hero", espotName: "Home hero", target: "HOME", viewStatus: "end", viewDuration })
  })
// #endregion Analytics

// #region AnalyticsMemory
export const recordedCategories = Effect.gen(function* () {
  const memory = yield* AnalyticsMemory
  const events = yield* memory.events
  return events.map((record) => record.category)
})
// #endregion AnalyticsMemory
