import { test, expect, type Page } from '../fixtures';
import { TEST_PHONES, registerCustomer, signIn } from '../auth';
import { appUrl } from '../ports';

/**
 * The content pages show what the reference backend seeds for the brand's catalogue. The expected
 * texts are its e2e project's expected.json (`expected.content`, from apps/api's seed), not read
 * from the libraries.
 */
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('content pages', () => {
  test('the user agreement is public @smoke', async ({ page, expected }) => {
    await page.goto('/user-agreement');
    await expect(h1(page, 'Угода з користувачем')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1. Предмет угоди' })).toBeVisible();
    await expect(page.getByText(`Ця угода визначає умови користування застосунком ${expected.content.agreementName}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/user-agreement$/);
  });

  test.describe('signed in', () => {
    // Several full page loads each, on an emulated phone: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await signIn(page, TEST_PHONES.ageVerified);
    });

    test('news: the list, one item with its HTML, and back to the list', async ({ page, expected }) => {
      const { content } = expected;
      await page.goto('/news');
      await expect(h1(page, 'Новини')).toBeVisible();
      const list = page.getByRole('list', { name: 'Новини' });
      await expect(list.getByRole('listitem')).toHaveCount(6);
      for (const title of content.news) await expect(list.getByRole('link', { name: title })).toBeVisible();
      await expect(list.getByText(content.delivery)).toBeVisible();

      await list.getByRole('link', { name: content.news[0] }).click();
      await expect(page).toHaveURL(new RegExp(`/news/${content.firstNewsId}$`));
      await expect(h1(page, content.news[0])).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Нові смаки вже в каталозі' })).toBeVisible();
      await expect(page.getByText('Тропічні фрукти з капсулою')).toBeVisible();

      await page.getByRole('link', { name: 'Назад' }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(h1(page, 'Новини')).toBeVisible();
    });

    test('FAQ, the vocabulary reached from it, and back to the FAQ', async ({ page, expected }) => {
      await page.goto('/faq');
      await expect(h1(page, 'Питання і відповіді')).toBeVisible();
      await page.getByText('Скільки діють XP?').click();
      await expect(page.getByText('12 місяців з дати нарахування.')).toBeVisible();

      await page.getByRole('link', { name: 'Словник споживача' }).click();
      await expect(page).toHaveURL(/\/vocabulary$/);
      await expect(h1(page, 'Словник споживача')).toBeVisible();
      await expect(page.getByText('Тютюновий виріб для системи нагрівання')).toBeVisible();
      // Only the sub-dictionaries the brand serves are offered.
      await expect(page.getByRole('link', { name: "Словник o'go Club" })).toHaveCount(expected.content.clubVocabulary ? 1 : 0);
      await page.getByRole('link', { name: 'Словник VELO' }).click();
      await expect(h1(page, 'Словник VELO')).toBeVisible();
      await expect(page.getByText('Невеликий пакетик, який кладуть між яснами й губою')).toBeVisible();

      await page.goto('/vocabulary');
      await page.getByRole('link', { name: 'Назад' }).click();
      await expect(page).toHaveURL(/\/faq$/);
    });

    test('rules, stores, where to buy, offers and support show their pages', async ({ page, expected }) => {
      const { content } = expected;
      const pages = [
        { path: '/rules', title: content.rules, text: 'XP нараховуються за сканування пачок, покупки в застосунку та запрошення друзів.' },
        { path: '/glo-studio', title: 'Фірмові магазини', text: content.storeAddress },
        { path: '/go-buy', title: 'Де купити', text: 'Замовляй у застосунку з доставкою' },
        { path: '/offers', title: 'Пропозиції', text: content.offer },
        { path: '/support', title: 'Підтримка', text: expected.support.hotline },
        ...content.extraPages,
      ];
      for (const { path, title, text } of pages) {
        await page.goto(path);
        await expect(h1(page, title), path).toBeVisible();
        await expect(page.getByText(text, { exact: false }).first(), path).toBeVisible();
      }
    });

    test('subscription: status, about, FAQ and history', async ({ page }) => {
      await page.goto('/subscription');
      await expect(h1(page, 'Підписка')).toBeVisible();
      // The test customer has no subscription in the seed.
      await expect(page.getByText('Немає підписки')).toBeVisible();
      await page.getByRole('link', { name: 'Про підписку' }).click();
      await expect(h1(page, 'Про підписку')).toBeVisible();
      await expect(page.getByText('Обери план, і ми доставлятимемо стіки')).toBeVisible();
      await page.goto('/subscription/faq');
      await page.getByText('Чи можна призупинити підписку?').click();
      await expect(page.getByText('Так, у будь-який момент до дати наступної доставки.')).toBeVisible();
      await page.goto('/subscription/history');
      await expect(h1(page, 'Історія підписки')).toBeVisible();
      await expect(page.getByText('Подій поки немає')).toBeVisible();
    });

    test('/qr leads on to scanning', async ({ page }) => {
      await page.goto('/qr');
      await expect(h1(page, 'Скануй і отримуй XP')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Сканувати пачку' })).toHaveAttribute('href', '/scanning');
    });
  });

  test('the landing is the brand’s own or o’go’s', async ({ page, expected }) => {
    const { landing } = expected.routes;
    if (landing.own) {
      await page.goto('/landing');
      await expect(h1(page, landing.title)).toBeVisible();
      await expect(page.getByText(landing.text)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Увійти' })).toBeVisible();
      return;
    }
    // An app whose sister is o'go sends the visitor to o'go's own origin (to-ogo-landing); that app is stubbed.
    const sister = appUrl(landing.redirectsTo);
    await page.route(`${sister}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="uk"><title>o’go</title><h1>o’go landing</h1></html>' }),
    );
    await page.goto('/landing?utm_source=qr');
    await expect(page).toHaveURL(`${sister}/landing?utm_source=qr`);
  });

  test('marathon: read it, answer the quiz, see the result', async ({ page, brand }) => {
    test.setTimeout(90_000);
    // A customer of its own: the quiz can be answered once per marathon.
    const phone = await registerCustomer(page.request, brand);
    await signIn(page, phone);
    await page.goto('/marathon');
    await expect(h1(page, 'Марафон знань')).toBeVisible();
    await expect(page.getByText('П’ять питань')).toBeVisible();
    await page.getByRole('link', { name: 'Пройти квіз' }).click();
    await expect(page).toHaveURL(/\/marathon\/quiz$/);

    for (let question = 1; question <= 5; question++) {
      await expect(page.getByText(`Питання ${question} з 5`)).toBeVisible();
      const options = page.getByRole('group').first().locator('input');
      await options.first().check();
      await page.getByRole('button', { name: question < 5 ? 'Далі' : 'Надіслати відповіді' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Твій результат' })).toBeVisible();
    await expect(page.getByTestId('quiz-score')).toContainText('з 5');

    // Done once: the marathon now says so.
    await page.getByRole('link', { name: 'До марафону' }).click();
    await expect(page.getByText('Ти вже пройшов квіз цього марафону.')).toBeVisible();
  });
});
