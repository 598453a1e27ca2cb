import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_MAILPOET_FORM, json, mailpoetFormHtml, manageSubscriptionHtml } from '@storefront/newsletter/testing';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { newsletterIsland } from './island';
import island from './mount';

type Answer = () => Promise<Response>;
let answer: Answer = async () => json({ data: {}, meta: {} });
const SELECTOR = 'div.mailpoet_form_shortcode, form.mailpoet-manage-subscription';
const mounted = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector(SELECTOR)).toHaveAttribute('data-island-mounted'));
const email = (root: HTMLElement) => within(root).getByRole('textbox', { name: /Email/ });
const subscribe = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'Subscribe' }));

const meta = {
  title: 'Islands/Newsletter form',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: newsletterIsland,
          contract,
          summary:
            "MailPoet's inline subscription form (`div.mailpoet_form_shortcode` / `_widget`) and the manage-subscription form: parsley-attribute validation on yup (loaded on first use), the subscribe call and MailPoet's messages.",
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: mailpoetFormHtml({ kind: 'shortcode' }), island, selector: SELECTOR },
  beforeEach() {
    (window as { MailPoetForm?: unknown }).MailPoetForm = FIXTURE_MAILPOET_FORM;
    const realFetch = window.fetch;
    answer = async () => json({ data: {}, meta: {} });
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('admin-ajax') ? answer() : realFetch(input, init)) as typeof fetch;
    return () => {
      window.fetch = realFetch;
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form as the page prints it, before anyone uses it. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(email(canvasElement)).toHaveValue('');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Submitted empty: the spec's 'This value is required.' under the field, linked to it. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await subscribe(canvasElement);
    await waitFor(() => expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await expect(email(canvasElement)).toHaveAccessibleDescription('This value is required.');
  },
};

/** While the call runs the form is marked sending (`aria-busy`). */
export const Sending: Story = {
  play: async ({ canvasElement }) => {
    answer = () => new Promise<Response>(() => {});
    await mounted(canvasElement);
    await userEvent.type(email(canvasElement), 'ada@example.co.uk');
    await subscribe(canvasElement);
    const form = canvasElement.querySelector('form')!;
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(form).toHaveClass('mailpoet_form_sending');
  },
};

/** Subscribed: the success message, the rest of the form hidden. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.type(email(canvasElement), 'ada@example.co.uk');
    await subscribe(canvasElement);
    await within(canvasElement).findByText('Check your inbox or spam folder to confirm your subscription.');
  },
};

/** The server refused: its messages in the error area; the typed email stays. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    answer = async () => json({ errors: [{ message: 'Please specify a valid email address.' }] }, 400);
    await mounted(canvasElement);
    await userEvent.type(email(canvasElement), 'ada@example.co.uk');
    await subscribe(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Please specify a valid email address.',
    );
    await expect(email(canvasElement)).toHaveValue('ada@example.co.uk');
  },
};

/** With the built-in captcha (image, audio, refresh button) — the shop's local double. */
export const Captcha: Story = {
  args: { html: mailpoetFormHtml({ kind: 'shortcode', captcha: true }) },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh the captcha' })).toBeVisible();
    await userEvent.type(email(canvasElement), 'ada@example.co.uk');
    await subscribe(canvasElement);
    const captcha = within(canvasElement).getByRole('textbox', { name: 'Type in the characters you see' });
    await waitFor(() => expect(captcha).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Manage subscription: a name with an address is refused before the form submits. */
export const ManageSubscription: Story = {
  args: { html: manageSubscriptionHtml(true) },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const name = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'see https://spam.example');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Addresses in names are not permitted, please add your name instead.'),
    );
    await expect(canvasElement.querySelector('.mailpoet-submit-success')).not.toBeVisible();
  },
};
