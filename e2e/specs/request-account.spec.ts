import type { Page } from '@playwright/test';
import { appRoutes, AppType, formatMessage, messages } from '@guru/shared';
import { newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { expectImageLoaded, firmLogo, saveScreenshot } from '../fixtures/page-checks.js';
import {
  AdvisorApi,
  expectOopsToast,
  field,
  fullNameOf,
  newPerson,
  type NewPerson,
} from '../fixtures/signup.js';
import { expect, test } from '../fixtures/world.js';

test.describe.configure({ mode: 'serial' });

let advisor: AdvisorApi;

test.beforeAll(async () => {
  advisor = await AdvisorApi.signIn();
});

test.afterAll(async () => {
  await advisor?.dispose();
});

const submit = (page: Page) => page.getByRole('button', { name: messages.requestSubmit }).click();

async function fillRequired(page: Page, person: NewPerson): Promise<void> {
  await field(page, messages.requestFirstName).fill(person.firstName);
  await field(page, messages.requestLastName).fill(person.lastName);
  await field(page, messages.requestEmail).fill(person.email);
}

test('a visitor asks for a Password Guru account: notices, the invalid phone toast, Request Submitted; the advisor is told', async ({
  page,
  request,
  world,
}) => {
  const app = AppType.password;
  const rita = newPerson('Rita');

  await test.step('the password app login links to the request form, which shows the firm logo and the four relationships', async () => {
    await page.goto(appRoutes(app).login);
    await page.getByRole('link', { name: messages.requestTitlePassword }).click();
    await expect(page).toHaveURL(appRoutes(app).requestAccount);
    await expect(page.getByRole('heading', { name: messages.requestTitlePassword })).toBeVisible();
    await expectImageLoaded(firmLogo(page));
    const relationships = page.getByRole('radiogroup', {
      name: new RegExp(`^${messages.requestRelationship}`),
    });
    for (const option of [
      messages.relationshipClient,
      messages.relationshipRelative,
      messages.relationshipReferral,
      messages.relationshipVisitor,
    ]) {
      await expect(relationships.getByRole('radio', { name: option, exact: true })).toBeVisible();
    }
  });

  await test.step('Back goes to /password-management', async () => {
    await page.getByRole('link', { name: messages.requestBack }).click();
    await expect(page).toHaveURL(appRoutes(app).root);
    await page.goto(appRoutes(app).requestAccount);
  });

  await test.step('missing required data: the "Notice" modal, and each field says what is missing', async () => {
    await submit(page);
    const notice = page.getByRole('dialog', { name: messages.requestNoticeTitle });
    await expect(notice).toContainText(messages.inputRequiredData);
    await saveScreenshot(page, 'request-account-notice');
    await notice.getByRole('button', { name: messages.signupOk }).click();
    await expect(notice).toBeHidden();
    await expect(
      page.getByText(formatMessage(messages.signupFieldRequired, { field: messages.requestFirstName })),
    ).toBeVisible();
  });

  await test.step('no relationship: its notice, whose OK keeps the form as typed (ADR 0012)', async () => {
    await fillRequired(page, rita);
    await submit(page);
    const notice = page.getByRole('dialog', { name: messages.requestNoticeTitle });
    await expect(notice).toContainText(messages.selectRelationship);
    await notice.getByRole('button', { name: messages.signupOk }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(appRoutes(app).requestAccount);
    await expect(field(page, messages.requestEmail)).toHaveValue(rita.email);
  });

  await test.step('an invalid optional phone: the toast "The phone number is invalid"', async () => {
    await page.getByRole('radio', { name: messages.relationshipReferral }).check();
    await field(page, messages.requestPhone).fill('12345');
    await submit(page);
    await expectOopsToast(page, messages.phoneInvalid);
  });

  await test.step('a valid request: "Request Submitted", OK goes to the login', async () => {
    await page
      .getByRole('combobox', { name: `${messages.requestPhone}: ${messages.signupPhoneCountry}` })
      .selectOption('GB');
    await field(page, messages.requestPhone).fill('07400 123456');
    await saveScreenshot(page, 'request-account-form');
    const before = await newestOutboxId(request);
    await submit(page);
    const done = page.getByRole('dialog', { name: messages.requestSubmittedTitle });
    await expect(done).toContainText(messages.requestSubmittedText);
    await saveScreenshot(page, 'request-account-submitted');
    await done.getByRole('button', { name: messages.signupOk }).click();
    await expect(page).toHaveURL(appRoutes(app).login);

    const subject = formatMessage(messages.accountRequestMailSubject, { name: fullNameOf(rita) });
    const mail = await waitForMail(request, world.advisor.email, before, subject);
    expect(mail.text).toContain(rita.email);
    expect(mail.text).toContain('+447400123456');
    expect(mail.text).toContain(messages.relationshipReferral);
  });

  await test.step('the advisor sees the person as Requested in Client Management', async () => {
    expect((await advisor.clients(rita.email)).map((c) => [c.fullName, c.email, c.status])).toEqual([
      [fullNameOf(rita), rita.email, 'Requested'],
    ]);
  });
});

test('a visitor asks for a Documents Guru account from the intro page; the relationship notice closes back to the form', async ({
  page,
  request,
  world,
}) => {
  const app = AppType.documents;
  const dan = newPerson('Dan');
  await page.goto(appRoutes(app).root);
  await page.getByRole('link', { name: messages.requestDocumentsAccount }).click();
  await expect(page).toHaveURL(appRoutes(app).requestAccount);
  await expect(page.getByRole('heading', { name: messages.requestDocumentsAccount })).toBeVisible();

  await fillRequired(page, dan);
  await submit(page);
  const notice = page.getByRole('dialog', { name: messages.requestNoticeTitle });
  await expect(notice).toContainText(messages.selectRelationship);
  await notice.getByRole('button', { name: messages.signupOk }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(appRoutes(app).requestAccount);

  await page.getByRole('radio', { name: messages.relationshipVisitor }).check();
  const before = await newestOutboxId(request);
  await submit(page);
  const done = page.getByRole('dialog', { name: messages.requestSubmittedTitle });
  await expect(done).toContainText(messages.requestSubmittedText);
  await done.getByRole('button', { name: messages.signupOk }).click();
  await expect(page).toHaveURL(appRoutes(app).login);

  const mail = await waitForMail(
    request,
    world.advisor.email,
    before,
    formatMessage(messages.accountRequestMailSubject, { name: fullNameOf(dan) }),
  );
  expect(mail.text).toContain(messages.appNameDocuments);
  expect((await advisor.clients(dan.email)).map((c) => c.status)).toEqual(['Requested']);
});
