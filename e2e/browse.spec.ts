import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { formatRupeesAsINR } from '@shop/contract/format';
import { callApi, memberLogin, useSession } from './api';
import { ASHA, demoPassword } from './demo-accounts';
import { hindi } from './hindi';
import { SHOP_PAGE_SIZE } from '@shop/contract/pages';

// Journeys of a visitor browsing the shop, and the header's row (widest for a member). Expected values come from the
// API itself, so the tests hold whatever the demo catalogue contains.

const cards = (_page: Page, region: ReturnType<Page['getByRole']>) => region.getByRole('article');

test.describe('browsing on a desktop', () => {
  test('the home page shows the banners, 5 categories and 8 bestsellers', async ({ page, request }) => {
    const banners = (await callApi(request, 'bannerList')).data;
    await page.goto('/');
    await expect(page).toHaveTitle(/Annapurna Organics/);

    const carousel = page.getByRole('region', { name: 'Offers' });
    await expect(carousel.getByRole('group')).toHaveCount(banners.length);
    // With the app running, Tab never lands on a banner out of view.
    await expect(carousel.locator('[inert]')).toHaveCount(banners.length - 1);
    if (banners.length > 1) {
      await carousel.getByRole('button', { name: 'Next banner' }).click();
      await expect(carousel.getByRole('button', { name: /Show banner 2/ })).toHaveAttribute('aria-current', 'true');
    }

    const categories = page.getByRole('region', { name: 'Shop By Category' });
    await expect(categories.getByRole('listitem')).toHaveCount(5);

    const bestsellers = page.getByRole('region', { name: 'Our Bestseller Products' });
    await expect(cards(page, bestsellers)).toHaveCount(8);
    await expect(bestsellers.getByText('₹').first()).toBeVisible();

    // Each product once on the home page; stars only on products with approved reviews.
    const more = page.getByRole('region', { name: 'More popular products' });
    await expect(more.getByRole('listitem')).toHaveCount(4);
    const home = await callApi(request, 'homeProducts', {});
    const shown = await page.locator('main a[href^="/product/"]:not([aria-hidden])').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(shown).size).toBe(shown.length);
    await expect(page.locator('main').getByRole('img', { name: /Rated/ })).toHaveCount(home.data.filter((p) => p.Rating !== null).length);
    await expect(page.getByText('On orders over ₹300')).toBeVisible();
  });

  test('the shop filters by category, brand, veg and stock, 20 a page', async ({ page, request }) => {
    const categories = (await callApi(request, 'categoryTree')).data.filter((c) => c.ParentId === null);
    const category = categories[0];
    const brands = (await callApi(request, 'productBrands', { query: { catid: category.catid } })).data;
    const brand = [...brands].sort((a, b) => b.Count - a.Count)[0];
    await page.goto('/shop');
    const grid = page.getByRole('region', { name: 'Products' });
    await expect(cards(page, grid)).toHaveCount(SHOP_PAGE_SIZE);
    await page.getByLabel('Category').selectOption({ label: category.CatName });
    await expect(page).toHaveURL(new RegExp(`catid=${category.catid}`));
    const inCategory = (await callApi(request, 'productList', { query: { catid: category.catid, page: 1, pageSize: SHOP_PAGE_SIZE } })).total!;
    await expect(page.getByText(`of ${inCategory} products`)).toBeVisible();
    await page.getByLabel('Brand').selectOption({ label: `${brand.Brand} (${brand.Count})` });
    await expect(page.getByText(`of ${brand.Count} products`)).toBeVisible();
    for (const card of await cards(page, grid).all()) await expect(card).toContainText(brand.Brand);

    await page.goto('/shop');
    await page.getByText('Veg', { exact: true }).click();
    await expect(page).toHaveURL(/foodType=veg/);
    const veg = (await callApi(request, 'productList', { query: { foodType: 'veg', page: 1, pageSize: SHOP_PAGE_SIZE } })).total!;
    await expect(page.getByText(`of ${veg} products`)).toBeVisible();
    // The box follows the address once the new page of products is read.
    await page.getByLabel('In stock only').click();
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page.getByLabel('In stock only')).toBeChecked();
    const vegInStock = (await callApi(request, 'productList', { query: { foodType: 'veg', inStock: 'true', page: 1, pageSize: SHOP_PAGE_SIZE } })).total!;
    await expect(page.getByText(`of ${vegInStock} products`)).toBeVisible();
    await expect(grid.getByText('Out of stock')).toHaveCount(0);
  });

  test('the shop filters by keyword and price, sorts, pages, and keeps it all in the address', async ({ page, request }) => {
    await page.goto('/shop');
    const grid = page.getByRole('region', { name: 'Products' });
    // A paged call answers its total.
    const total = (await callApi(request, 'productList', { query: { page: 1, pageSize: SHOP_PAGE_SIZE } })).total!;
    await expect(cards(page, grid)).toHaveCount(Math.min(SHOP_PAGE_SIZE, total));
    await expect(page.getByText(`of ${total} products`)).toBeVisible();

    // Sort: Price L-H shows the cheapest product first.
    const cheapest = await callApi(request, 'productList', { query: { sort: 'priceAsc', page: 1, pageSize: SHOP_PAGE_SIZE } });
    await page.getByLabel('Sort by').selectOption({ label: 'Price: L-H' });
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(cards(page, grid).first().getByRole('heading')).toHaveText(cheapest.data[0].Name);
    for (const [label, key] of [['Price: H-L', 'priceDesc'], ['Discount', 'discount'], ['Popularity', 'default']] as const) {
      const expected = await callApi(request, 'productList', { query: { sort: key === 'default' ? undefined : key, page: 1, pageSize: SHOP_PAGE_SIZE } });
      await page.getByLabel('Sort by').selectOption({ label });
      await expect(cards(page, grid).first().getByRole('heading')).toHaveText(expected.data[0].Name);
    }

    // Paging: page 2 holds the next twenty, and back returns to page 1.
    if (total > SHOP_PAGE_SIZE) {
      const second = await callApi(request, 'productList', { query: { page: 2, pageSize: SHOP_PAGE_SIZE } });
      await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(cards(page, grid).first().getByRole('heading')).toHaveText(second.data[0].Name);
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
    }

    // Price slider: Home then ten steps of ₹10 sets ₹100; every price shown is at most ₹100. A pause after three
    // steps lets the address take ₹30 while the shopper goes on: no step is lost when it catches up.
    const slider = page.getByRole('slider', { name: 'Price up to' });
    await slider.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('ArrowRight');
      if (i === 2) await page.waitForTimeout(300);
    }
    await expect(page).toHaveURL(/maxPrice=100/);
    const cheap = (await callApi(request, 'productList', { query: { maxPrice: 100, page: 1, pageSize: SHOP_PAGE_SIZE } })).total!;
    if (cheap > 0) {
      await expect(page.getByText(`of ${cheap} products`)).toBeVisible();
    } else {
      await expect(page.getByText('No products found!')).toBeVisible();
    }

    // Keyword: a word that matches nothing empties the grid with the shop's text (docs/product.md#shop).
    await page.getByLabel('Keyword').fill('qwxzqwxz');
    await expect(page).toHaveURL(/search=qwxzqwxz/);
    await expect(page.getByText('No products found!')).toBeVisible();

    // A shared link restores the same filters.
    await page.goto('/shop?search=a&sort=priceDesc');
    await expect(page.getByLabel('Keyword')).toHaveValue('a');
    await expect(page.getByLabel('Sort by')).toHaveValue('priceDesc');
  });

  test('a shopper goes from a category to a subcategory to a product', async ({ page, request }) => {
    const [first] = (await callApi(request, 'categoryList')).data;
    const subs = (await callApi(request, 'categoryList', { query: { catid: first.catid } })).data;

    await page.goto('/');
    await page.getByRole('region', { name: 'Shop By Category' }).getByRole('link', { name: first.CatName }).click();
    await expect(page).toHaveURL(`/category/${first.catid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.CatName);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Category');
    // The category shows its products at once (20 a page), its subcategories beside them.
    const inCategory = await callApi(request, 'productList', { query: { catid: first.catid, page: 1, pageSize: 20 } });
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(inCategory.data.length);
    const categoryNav = page.getByRole('navigation', { name: `${first.CatName}: subcategories` });
    await expect(categoryNav.getByRole('link', { name: `All of ${first.CatName}` })).toHaveAttribute('aria-current', 'page');
    await expect(categoryNav.getByRole('link')).toHaveCount(subs.length + 1);

    await categoryNav.getByRole('link', { name: subs[0].CatName, exact: true }).click();
    await expect(page).toHaveURL(`/subcategory/${subs[0].catid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subs[0].CatName);
    const subNav = page.getByRole('navigation', { name: `${first.CatName}: subcategories` });
    await expect(subNav.getByRole('link', { name: subs[0].CatName })).toHaveAttribute('aria-current', 'page');

    const products = (await callApi(request, 'productList', { query: { catid: subs[0].catid, page: 1, pageSize: 9 } })).data;
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(products.length);
    // Each card shows the unit sale price and the veg / non-veg mark.
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: products[0].Name, exact: true }) });
    await expect(card).toContainText(products[0].UnitSalePrice!);
    await expect(card.getByRole('img', { name: products[0].FoodType === 'non-veg' ? 'Non-vegetarian' : 'Vegetarian' })).toBeVisible();
    await page.getByRole('link', { name: products[0].Name, exact: true }).click();
    await expect(page).toHaveURL(`/product/${products[0].Id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(products[0].Name);
    await expect(page).toHaveTitle(new RegExp(products[0].Name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // The declarations the rules for online sellers ask for.
    const detail = (await callApi(request, 'productDetails', { query: { Pid: products[0].Id } })).data;
    const declarations = page.getByRole('region', { name: 'Product declarations' });
    for (const text of [detail.NetQuantity!, detail.UnitSalePrice!, `${formatRupeesAsINR(detail.OldPrice)} (inclusive of all taxes)`, detail.CountryOfOrigin, detail.Manufacturer, detail.BestBefore!]) {
      await expect(declarations).toContainText(text);
    }
    await expect(declarations.getByRole('img', { name: 'Vegetarian' })).toBeVisible();
    await expect(page.getByRole('main').getByText(`MRP ${formatRupeesAsINR(detail.OldPrice)} (inclusive of all taxes)`)).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'About this product' });
    await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Description' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Product details' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Minimum quantity');
  });

  test('a top-level category address opens its first subcategory', async ({ page, request }) => {
    const [first] = (await callApi(request, 'categoryList')).data;
    const [sub] = (await callApi(request, 'categoryList', { query: { catid: first.catid } })).data;
    await page.goto(`/subcategory/${first.catid}`);
    await expect(page).toHaveURL(`/subcategory/${sub.catid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.CatName);
  });

  test('the category browser selects the first category and lists its subcategories', async ({ page, request }) => {
    const cats = (await callApi(request, 'categoryList')).data;
    const subs = (await callApi(request, 'categoryList', { query: { catid: cats[1].catid } })).data;
    await page.goto('/category');
    const list = page.getByRole('navigation', { name: 'Categories' });
    await expect(list.getByRole('button', { name: cats[0].CatName })).toHaveAttribute('aria-current', 'true');
    await list.getByRole('button', { name: cats[1].CatName }).click();
    await expect(page.getByRole('heading', { level: 2, name: cats[1].CatName })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: subs[0].CatName, exact: true }).click();
    await expect(page).toHaveURL(`/subcategory/${subs[0].catid}`);
  });

  test('search finds products, and says so when nothing matches', async ({ page, request }) => {
    const [top] = (await callApi(request, 'homeProducts')).data;
    const word = top.Name.split(' ').find((w) => w.length > 3) ?? top.Name;
    const hits = (await callApi(request, 'productSearch', { query: { search: word } })).data;

    await page.goto('/');
    await page.getByRole('button', { name: 'Search for products...' }).click();
    const box = page.getByRole('dialog').getByPlaceholder('Search for products...');
    await expect(box).toBeFocused();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await box.fill(`  ${word}  `);
    await box.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(`/search?search=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(hits.length);

    // The page searches again when the words in the address change.
    await page.goto('/search?search=qwxzqwxz');
    await expect(page.getByText('Not found this product.')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('qwxzqwxz');
    await expect(page.getByText('No products found.')).toBeVisible();
  });

  test("a visitor's Add to cart asks them to log in", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('button', { name: /^Add to cart: / }).first().click();
    await expect(page.getByText('Please log in to add items to your cart.')).toBeVisible();
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('The page you are looking that does not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown product shows a not-found message', async ({ page }) => {
    await page.goto('/product/987654');
    await expect(page.getByText('This product does not exist or is no longer sold.')).toBeVisible();
  });

  test('the cart needs a login: a visitor is sent to /Login', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/Login/);
  });

  test('a new page opens at the top; Back returns to where the shopper was', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    // A product card further down the page, opened with a click: the product page ends at the top.
    const card = page.locator('main a[href^="/product/"]').last();
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
    });
    await card.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Smoothly: the page passed through positions between where it was and the top.
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen.some((y) => y > 0 && y < scrolled)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop/);
    expect(scrolled).toBeGreaterThan(300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the header shows the company details and the footer its contacts', async ({ page, request }) => {
    const [company] = (await callApi(request, 'companyDetails')).data;
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: company.Email })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: company.PhoneNumber })).toHaveAttribute('href', /^tel:/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${company.Name}`);
    await expect(footer).toContainText(`${company.LegalName} · GSTIN ${company.GSTIN} · FSSAI licence no. ${company.FSSAILicence}`);
    await page.goto('/Contact');
    await expect(page.locator('iframe[title^="Map"]')).toBeVisible();
  });
});

test.describe("the header's row", () => {
  test('fits from 1024 px for a member in English and Hindi, its links on one baseline', async ({ page, request }) => {
    await page.goto('/');
    await useSession(page, await memberLogin(request, ASHA, demoPassword(ASHA)));
    // A remembered pin code and city: the longest text the row holds.
    await page.evaluate(() => localStorage.setItem('deliverTo', JSON.stringify({ pin: '400001', city: 'Mumbai', state: 'Maharashtra', serviceable: true })));
    for (const language of ['en', 'hi'] as const) {
      // Chosen on the device only, so the demo member's own language stays as it is for the other journeys.
      await page.evaluate((l) => localStorage.setItem('Language', l), language);
      const say = (english: string) => (language === 'hi' ? hindi(english) : english);
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        // On /checkout the active link is Checkout, the one a wrapped underline used to lift.
        await page.goto('/checkout');
        const banner = page.getByRole('banner');
        const where = `${language} at ${width} px`;
        await expect(banner.getByRole('button', { name: /Asha/ }), `${where}: the account menu`).toBeInViewport({ ratio: 1 });
        await expect(banner.locator('a[href="/cart"]'), `${where}: the cart`).toBeInViewport({ ratio: 1 });
        const outside = await banner.evaluate((header) =>
          Array.from(header.querySelectorAll<HTMLElement>('a, button, [role="group"]'))
            .filter((el) => el.checkVisibility())
            .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent ?? '', box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
            .map(({ name, box }) => `${name}: ${Math.round(box.left)} to ${Math.round(box.right)}`),
        );
        expect(outside, `${where}: header items past the viewport`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: the page's width`).toBe(width);
        const links = banner.getByRole('navigation', { name: say('Main') }).getByRole('link');
        await expect(links).toHaveCount(5);
        await expect(links.filter({ hasText: say('Checkout') })).toHaveAttribute('aria-current', 'page');
        // The bottom of each link's words: one font, so one bottom is one baseline.
        const bottoms = await links.evaluateAll((all) =>
          all.map((a) => {
            const words = document.createRange();
            words.selectNodeContents(a);
            return Math.round(words.getBoundingClientRect().bottom);
          }),
        );
        expect(new Set(bottoms).size, `${where}: link baselines ${bottoms.join(', ')}`).toBe(1);
      }
    }
  });
});

test.describe('browsing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu drawer and the search bar are reachable', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Search for products...' }).click();
    await page.getByRole('dialog').getByPlaceholder('Search for products...').fill('qwxzqwxz');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Not found this product.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
  });

  test('a shopper goes from a category to a product and pages the shop on a phone', async ({ page, request }) => {
    const [first] = (await callApi(request, 'categoryList')).data;
    const subs = (await callApi(request, 'categoryList', { query: { catid: first.catid } })).data;
    await page.goto('/');
    await page.getByRole('region', { name: 'Shop By Category' }).getByRole('link', { name: first.CatName }).tap();
    await page.getByRole('main').getByRole('link', { name: subs[0].CatName, exact: true }).tap();
    await expect(page).toHaveURL(`/subcategory/${subs[0].catid}`);
    // The other subcategories scroll sideways above the grid.
    const chips = page.getByRole('navigation', { name: `${first.CatName}: subcategories` });
    // "All of …" first, then each subcategory.
    await expect(chips.getByRole('link')).toHaveCount(subs.length + 1);
    if (subs.length > 1) {
      await chips.getByRole('link', { name: subs[1].CatName, exact: true }).tap();
      await expect(page).toHaveURL(`/subcategory/${subs[1].catid}`);
    }
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').tap();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('tab', { name: 'Product details' })).toBeVisible();

    await page.goto('/shop?sort=priceDesc');
    const priciest = await callApi(request, 'productList', { query: { sort: 'priceDesc', page: 2, pageSize: SHOP_PAGE_SIZE } });
    await page.getByRole('link', { name: 'Next page' }).tap();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).toHaveText(priciest.data[0].Name);
  });

  test('the shop shows products at once; its filters wait behind one button, in a sheet', async ({ page }) => {
    await page.goto('/shop');
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard).toBeInViewport();
    await expect(page.getByLabel('Category')).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    // The box follows the address, which the tap changes.
    await sheet.getByLabel('In stock only').tap();
    await expect(page).toHaveURL(/inStock=true/);
    await expect(sheet.getByLabel('In stock only')).toBeChecked();
    await sheet.getByRole('button', { name: 'Show products' }).tap();
    await expect(sheet).toBeHidden();
    // The button counts the filters in use.
    await expect(page.getByRole('button', { name: 'Filters active: 1' })).toBeVisible();
    await expect(firstCard).toBeInViewport();
  });

  test('nothing on the home page is wider than the screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
