import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { COLLECTIONS } from '../../common/src/documents';
import { REVIEW_MESSAGES, STAFF_REVIEWS_PAGE_SIZE } from '../../common/src/reviews';
import { paths } from '../../web/src/lib/routes';
import { adminDb } from '../support/firestore';
import { orderOf } from '../support/reviews';
import type { TestUser } from '../support/users';
import { expectAccessibleInBothThemes } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { useLiveShop } from './support/liveShop';
import { DEMO_STAFF } from './support/session';

// Reviews (docs/product.md#reviews): a fresh vendor, eatery and student per run, so the phone and desktop projects
// running at once never rate the same order; the demo admin moderates both.

/**
 * The vendor's console and the student's tracking page follow the review live, without a reload, within this long
 * of the save (generous: the listeners share a loaded 2-core machine with the other browser tests).
 */
const LIVE_WITHIN_MS = 10_000;
/** The fresh eatery's starting figures: two ratings averaging 1.0, so it still sorts after every demo eatery. */
const STARTING = { ratingSum: 2, ratingCount: 2 };

/** Scrolls the menu page to its reviews, which load as they come near the screen. */
async function menuReviews(page: Page) {
  const section = page.getByRole('region', { name: 'Reviews' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test.describe('Reviews', () => {
  const shop = useLiveShop();

  // What differs on a phone: the rating dialog, whose title and buttons stay in view while its fields scroll, and the
  // vendor's reviews card; the journeys below check the same screens' behaviour at laptop width.
  test('on a phone the rating dialog keeps its title and buttons in view, and the review fits the tracking page and the vendor’s console, passing axe @phone-only', async ({
    browser,
  }) => {
    const orderId = await orderOf(shop.student, shop.eatery);
    const studentPage = await shop.open(browser, shop.student, paths.orders);
    await studentPage.getByRole('button', { name: 'Rate', exact: true }).click();
    const dialog = studentPage.getByRole('dialog', { name: `Rate ${shop.eatery.name}` });
    await expect(dialog.getByRole('heading', { name: `Rate ${shop.eatery.name}` })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();
    await expectAccessibleInBothThemes(studentPage, 'rating dialog on a phone');
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    // Too long a comment: the box stops growing, so the message under it is in view, not below the phone's screen.
    await dialog.getByLabel('Comment (optional)').fill('so good '.repeat(65));
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText(REVIEW_MESSAGES.commentTooLong)).toBeInViewport({ ratio: 1 });
    await dialog.getByLabel('Comment (optional)').fill('Hot and on time.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog).toHaveCount(0);
    await studentPage.goto(paths.order(orderId));
    await expect(studentPage.getByRole('region', { name: 'Your Review' })).toContainText('Hot and on time.');
    await expectNoSidewaysScroll(studentPage);
    await expectAccessibleInBothThemes(studentPage, 'own review on the tracking page on a phone');

    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    const reviewCard = vendorPage.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: /^Review of order / });
    await expect(reviewCard.getByText('Hot and on time.')).toBeVisible({ timeout: LIVE_WITHIN_MS });
    // A finished order's parts keep their places on a phone: its number and total on one line, whom, when and its
    // status on the next, the same in every row.
    const finishedRow = vendorPage.getByRole('region', { name: 'Finished' }).getByRole('listitem').first();
    const middles = await finishedRow.evaluate((row) =>
      Array.from(row.children, (part) => {
        const box = part.getBoundingClientRect();
        return box.top + box.height / 2;
      }),
    );
    const [number, whom, status, total] = middles as [number, number, number, number];
    expect(Math.abs(number - total)).toBeLessThanOrEqual(2);
    expect(Math.abs(whom - status)).toBeLessThanOrEqual(2);
    expect(whom).toBeGreaterThan(number + 10);
    await expectNoSidewaysScroll(vendorPage);
    await expectAccessibleInBothThemes(vendorPage, 'vendor reviews on a phone');
  });

  test('a delivered order rated from Past Orders moves the eatery’s figures; the vendor answers live and the student reads it @one-width', async ({
    browser,
  }) => {
    await adminDb.collection(COLLECTIONS.vendors).doc(shop.eatery.id).update(STARTING);
    const orderId = await orderOf(shop.student, shop.eatery);
    const student: TestUser = shop.student;

    // The vendor's console is open before the student rates: the review arrives by itself.
    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    const vendorReviews = vendorPage.getByRole('region', { name: 'Reviews' });
    await expect(vendorReviews.getByText('No reviews yet.', { exact: false })).toBeVisible();

    const studentPage = await shop.open(browser, student, paths.orders);
    const rate = studentPage.getByRole('button', { name: 'Rate', exact: true });
    await rate.click();
    const dialog = studentPage.getByRole('dialog', { name: `Rate ${shop.eatery.name}` });
    // Stars are asked for before anything is sent.
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();
    await expectAccessibleInBothThemes(studentPage, 'rating dialog');
    await dialog.getByRole('radio', { name: '2 stars' }).check();
    await dialog.getByLabel('Comment (optional)').fill('Dal was cold by the time it reached Block C.');
    const saved = studentPage.waitForResponse(
      (response) => response.url().endsWith(`/api/v1/orders/${orderId}/review`) && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    expect((await saved).status()).toBe(201);
    await expect(dialog).toHaveCount(0);
    await expect(studentPage.getByRole('button', { name: 'Your rating: ★2' })).toBeVisible();

    // The vendor sees it without reloading, and answers.
    const reviewCard = vendorReviews.getByRole('article', { name: /^Review of order / });
    await expect(reviewCard.getByText('Dal was cold by the time it reached Block C.')).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expectAccessibleInBothThemes(vendorPage, 'vendor reviews');
    await reviewCard.getByRole('button', { name: 'Reply', exact: true }).click();
    await reviewCard.getByLabel('Your reply').fill('Sorry! We now pack dal in an insulated box.');
    await reviewCard.getByRole('button', { name: 'Save Reply' }).click();
    // The listener may show the reply before the save answers and closes the editor, which holds the same text:
    // the editor closes first, and then the text is the reply's alone.
    await expect(reviewCard.getByRole('button', { name: 'Edit reply' })).toBeVisible();
    await expect(reviewCard.getByLabel('Your reply')).toHaveCount(0);
    await expect(reviewCard.getByText('Sorry! We now pack dal in an insulated box.')).toBeVisible();

    // The menu page: the moved average with its count, and the review with its answer.
    await studentPage.goto(paths.restaurant(shop.eatery.id));
    await expect(studentPage.getByTestId('menu-rating')).toHaveText('1.3 · 3 ratings');
    const onMenu = await menuReviews(studentPage);
    await expect(onMenu.getByTestId('reviews-figures')).toHaveText('1.3 · 3 ratings');
    const listed = onMenu.getByRole('listitem').filter({ hasText: 'Dal was cold' });
    await expect(listed).toContainText(`Reply from ${shop.eatery.name}`);
    await expect(listed).toContainText('Sorry! We now pack dal in an insulated box.');
    await expectAccessibleInBothThemes(studentPage, 'menu reviews');

    // The tracking page shows the review and follows the vendor's edited answer live.
    await studentPage.goto(paths.order(orderId));
    const ownReview = studentPage.getByRole('region', { name: 'Your Review' });
    await expect(ownReview).toContainText('Sorry! We now pack dal in an insulated box.');
    await reviewCard.getByRole('button', { name: 'Edit reply' }).click();
    await reviewCard.getByLabel('Your reply').fill('Sorry! Dal now goes out in an insulated box.');
    await reviewCard.getByRole('button', { name: 'Save Reply' }).click();
    await expect(ownReview).toContainText('Sorry! Dal now goes out in an insulated box.', { timeout: LIVE_WITHIN_MS });
    await expect(ownReview.getByRole('button', { name: 'Edit Review' })).toBeVisible();
    await expectAccessibleInBothThemes(studentPage, 'own review on the tracking page');
  });

  test('Show more reviews lists the next page on the console, its first review taking the focus @one-width', async ({ browser }) => {
    // One more review than a page, written as the API writes them, the oldest first.
    const start = Date.now() - 3 * 24 * 60 * 60_000;
    const page = STAFF_REVIEWS_PAGE_SIZE + 1;
    await Promise.all(
      Array.from({ length: page }, (_unused, index) => {
        const at = new Date(start + index * 60_000);
        return adminDb
          .collection(COLLECTIONS.reviews)
          .doc(`${shop.eatery.id}-past-${index}`)
          .set({
            uid: shop.student.uid,
            orderId: `${shop.eatery.id}-past-${index}`,
            orderNumber: `CE-PAST-${String(index).padStart(4, '0')}`,
            vendorId: shop.eatery.id,
            vendorName: shop.eatery.name,
            rating: 4,
            comment: `Review ${index}`,
            author: 'Test S.',
            createdAt: at,
            updatedAt: at,
            editableUntil: at,
            reply: null,
            hidden: false,
            hiddenReason: null,
          });
      }),
    );
    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    const reviews = vendorPage.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('article', { name: /^Review of order CE-PAST-/ })).toHaveCount(STAFF_REVIEWS_PAGE_SIZE);
    const more = reviews.getByRole('button', { name: 'Show more reviews' });
    await more.focus();
    await vendorPage.keyboard.press('Enter');
    await expect(reviews.getByRole('article', { name: /^Review of order CE-PAST-/ })).toHaveCount(page);
    await expect(reviews.getByRole('listitem').filter({ hasText: 'Review 0' })).toBeFocused();
  });

  test('an admin hides a review: it leaves the figures and the menu, and its student is told @one-width', async ({ browser }) => {
    await adminDb.collection(COLLECTIONS.vendors).doc(shop.eatery.id).update(STARTING);
    const orderId = await orderOf(shop.student, shop.eatery);
    const studentPage = await shop.open(browser, shop.student, paths.order(orderId));
    const ownReview = studentPage.getByRole('region', { name: 'Your Review' });
    await ownReview.getByRole('button', { name: 'Rate this order' }).click();
    const dialog = studentPage.getByRole('dialog', { name: `Rate ${shop.eatery.name}` });
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByLabel('Comment (optional)').fill('Buy my notes at a discount, call 98xxxxxx');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(ownReview.getByRole('button', { name: 'Edit Review' })).toBeVisible();
    // The Rate button is gone with the dialog: the focus is on the review, not lost to the page's start.
    await expect(studentPage.locator(':focus')).toContainText('Buy my notes at a discount');

    const adminPage = await shop.open(browser, DEMO_STAFF.admin, paths.adminDashboard);
    // The phone and desktop runs each review their own eatery, which the dashboard names on each review.
    const reviewCard = adminPage.getByRole('region', { name: 'Reviews' }).getByRole('article').filter({ hasText: shop.eatery.name });
    await expect(reviewCard).toContainText('Buy my notes at a discount');
    await expectAccessibleInBothThemes(adminPage, 'admin reviews');
    await reviewCard.getByRole('button', { name: 'Hide', exact: true }).click();
    const hide = adminPage.getByRole('dialog', { name: /^Hide the review of order/ });
    await hide.getByLabel('Reason (optional)').fill('Advertising');
    await hide.getByRole('button', { name: 'Hide Review' }).click();
    await expect(reviewCard.getByText('Hidden', { exact: true })).toBeVisible();
    // The dialog hands the focus back to the button it was opened from, which has become Show again.
    await expect(reviewCard.getByRole('button', { name: 'Show again' })).toBeFocused();
    await expect(reviewCard).toContainText('Hidden because: Advertising');

    // The student's open tracking page says so, and offers no edit.
    await expect(ownReview).toContainText(REVIEW_MESSAGES.hiddenNotice, { timeout: LIVE_WITHIN_MS });
    await expect(ownReview.getByRole('button', { name: 'Edit Review' })).toHaveCount(0);

    // Back to the starting figures, and not on the menu.
    await studentPage.goto(paths.restaurant(shop.eatery.id));
    await expect(studentPage.getByTestId('menu-rating')).toHaveText('1.0 · 2 ratings');
    const onMenu = await menuReviews(studentPage);
    await expect(onMenu.getByTestId('reviews-figures')).toHaveText('1.0 · 2 ratings');
    await expect(onMenu.getByText('Buy my notes at a discount')).toHaveCount(0);

    // Shown again, it is back in the dashboard's list as shown (the API tests check the figures it restores).
    await reviewCard.getByRole('button', { name: 'Show again' }).click();
    await expect(reviewCard.getByText('Hidden', { exact: true })).toHaveCount(0);
    await expect(reviewCard.getByRole('button', { name: 'Hide', exact: true })).toBeFocused();
  });
});
