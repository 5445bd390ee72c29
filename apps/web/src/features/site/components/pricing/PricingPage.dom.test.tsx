import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { messages, webRoutes } from '@guru/shared';
import { renderSite } from '../../test/renderSite';
import { PricingPage } from './PricingPage';

afterEach(cleanup);

const priceOf = (testId: string) => within(screen.getByTestId(testId)).getByTestId('plan-price').textContent;

describe('the pricing page', () => {
  it("shows the specification's title, plans and prices, and the Save 26% badge", () => {
    renderSite(<PricingPage />, webRoutes.pricing);
    expect(screen.getByRole('heading', { level: 1, name: messages.pricingTitle })).toBeTruthy();
    expect(priceOf('plan-passwordAppYearly')).toBe('$150/year');
    expect(priceOf('plan-retirementSpendingAppYearly')).toBe('$135/year');
    expect(priceOf('plan-retirementSavingsAppYearly')).toBe('$135/year');
    expect(priceOf('plan-collegeSavingsAppYearly')).toBe('$135/year');
    expect(priceOf('plan-financialProfessionalYearly')).toBe('$300/year');
    const allInOne = screen.getByTestId('plan-financialProfessionalYearly');
    expect(within(allInOne).getByText('Save 26%')).toBeTruthy();
    expect(within(allInOne).getByText('(includes Password Guru)')).toBeTruthy();
    for (const name of [
      'Retirement Spending App',
      'Retirement Savings App',
      'College Savings App',
      'All in One',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
  });

  it('sends every Try It Now to /signup, each named by its plan', async () => {
    const { user, router } = renderSite(<PricingPage />, webRoutes.pricing);
    const buttons = screen.getAllByRole('link', { name: messages.tryItNow });
    expect(buttons).toHaveLength(5);
    for (const button of buttons) expect(button.getAttribute('href')).toBe(webRoutes.signup);
    expect(
      buttons.map((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toEqual([
      'Password Guru',
      'Retirement Spending App',
      'Retirement Savings App',
      'College Savings App',
      'All in One',
    ]);
    await user.click(buttons[4]!);
    expect(router.state.location.pathname).toBe(webRoutes.signup);
  });

  it('offers the beta newsletter', () => {
    renderSite(<PricingPage />, webRoutes.pricing);
    expect(screen.getByRole('button', { name: messages.newsletterOpen })).toBeTruthy();
  });
});
