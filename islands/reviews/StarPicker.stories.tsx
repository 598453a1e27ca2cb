import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SINGLE_PRODUCT_PARAMS, reviewFormHtml } from '@storefront/test-kit';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { reviewsIsland } from './island';
import island from './mount';

const mounted = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('#review_form')).toHaveAttribute('data-island-mounted'));
let alertSpy: ReturnType<typeof fn>;
let submitted: ReturnType<typeof fn>;

const meta = {
  title: 'Islands/Review star picker',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: reviewsIsland,
          contract,
          summary: `The review form's star picker (\`#review_form\` with \`select#rating\`): a radio group of five stars.`,
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: `${reviewFormHtml()}`, island, selector: '#review_form' },
  beforeEach() {
    (window as unknown as Record<string, unknown>).wc_single_product_params = SINGLE_PRODUCT_PARAMS;
    const realAlert = window.alert;
    alertSpy = fn();
    window.alert = alertSpy;
    // A submission that passes the check is recorded, never sent: a story must not leave the page.
    submitted = fn((e: Event) => e.preventDefault());
    document.addEventListener('submit', submitted);
    return () => {
      window.alert = realAlert;
      document.removeEventListener('submit', submitted);
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (root: HTMLElement) => {
  await userEvent.type(within(root).getByLabelText(/Your review/), 'Lovely print.');
  await userEvent.type(within(root).getByLabelText(/Name/), 'Ada');
  await userEvent.type(within(root).getByLabelText(/Email/), 'ada@example.co.uk');
};

/** Required and not chosen: submitting is blocked with the alert 'Please select a rating'. */
export const RequiredNotChosen: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await fill(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(alertSpy).toHaveBeenCalledWith('Please select a rating');
    await expect(submitted).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('radio', { name: '1 of 5 stars' })).toHaveFocus();
  },
};

/** A star chosen: it is marked active, the select holds the rating and the form submits. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await fill(canvasElement);
    const four = within(canvasElement).getByRole('radio', { name: '4 of 5 stars' });
    await userEvent.click(four);
    await expect(four).toHaveAttribute('aria-checked', 'true');
    await expect(four).toHaveClass('active');
    await expect(canvasElement.querySelector('select#rating')).toHaveValue('4');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(alertSpy).not.toHaveBeenCalled();
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};
