import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_MAILPOET_FORM, json, mailpoetFormHtml } from '@storefront/newsletter/testing';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { newsletterPopupIsland } from './island';
import island from './mount';

const SELECTOR = 'div.mailpoet_form_popup, div.mailpoet_form_fixed_bar, div.mailpoet_form_slide_in';
const clearCookies = () => {
  for (const id of [1, 2, 3, 4, 5]) document.cookie = `popup_form_dismissed_${id}=; path=/; max-age=0`;
};

const meta = {
  title: 'Islands/Newsletter popup, fixed bar and slide-in',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: newsletterPopupIsland,
          contract,
          summary:
            "MailPoet's floating forms: they open after `data-delay` seconds (or on exit intent) unless dismissed by cookie; the popup is a modal dialog.",
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: mailpoetFormHtml({ kind: 'popup' }), island, selector: SELECTOR },
  beforeEach() {
    clearCookies();
    (window as { MailPoetForm?: unknown }).MailPoetForm = FIXTURE_MAILPOET_FORM;
    const realFetch = window.fetch;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('admin-ajax') ? json({ data: {}, meta: {} }) : realFetch(input, init)) as typeof fetch;
    return () => {
      window.fetch = realFetch;
      clearCookies();
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popup: a labelled modal dialog with focus inside; the close button closes it. */
export const Popup: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Join our newsletter' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvasElement.querySelector('div.mailpoet_form_popup')).not.toHaveClass('active'));
  },
};

/** Subscribed from the popup: the success message in the dialog. */
export const PopupSuccess: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Join our newsletter' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@example.co.uk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await within(dialog).findByText('Check your inbox or spam folder to confirm your subscription.');
  },
};

/** The fixed bar along the bottom of the page. */
export const FixedBar: Story = {
  args: { html: mailpoetFormHtml({ kind: 'fixed_bar', formId: 3 }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('div.mailpoet_form_fixed_bar')).toHaveClass('active'));
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The slide-in in the corner; Escape closes it. */
export const SlideIn: Story = {
  args: { html: mailpoetFormHtml({ kind: 'slide_in', formId: 4 }) },
  play: async ({ canvasElement }) => {
    const slide = canvasElement.querySelector('div.mailpoet_form_slide_in')!;
    await waitFor(() => expect(slide).toHaveClass('active'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(slide).not.toHaveClass('active'));
  },
};

/** A preview: shows whatever the cookie says; the success message returns to the form after 2.5 s. */
export const Preview: Story = {
  args: { html: mailpoetFormHtml({ kind: 'popup', formId: 5, preview: true }) },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@example.co.uk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    const message = await within(dialog).findByText('Check your inbox or spam folder to confirm your subscription.');
    await waitFor(() => expect(message).not.toBeVisible(), { timeout: 4000 });
  },
};
