// What brings a member back (decision 272): buy again, order again, notify me when a product is back. The two
// screens' parts loaded lazily, BuyAgain (home page, account) and NotifyMe (an out-of-stock product page, given to
// the catalogue's page by its route), are named by their files; the order screens use OrderAgainButton.
export { default as BuyAgain } from './BuyAgain';
export { OrderAgainButton } from './OrderAgainButton';
