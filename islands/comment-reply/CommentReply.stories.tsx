import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { commentReplyIsland } from './island';
import island from './mount';
import { commentAreaHtml } from './testing';

const meta = {
  title: 'Islands/Comment reply',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: commentReplyIsland,
          contract,
          summary: "WordPress's threaded replies: the comment form moves under the comment being answered.",
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: commentAreaHtml(), island, selector: '.comments-area .comment-respond' },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Replying to Bo, then cancelling. */
export const ReplyAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const respond = canvasElement.querySelector('#respond')!;
    await waitFor(() => expect(respond).toHaveAttribute('data-island-mounted'));
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Reply to Bo' }));
    await expect(canvasElement.querySelector('#div-comment-12 + #respond')).not.toBeNull();
    await expect(canvasElement.querySelector('#comment_parent')).toHaveValue('12');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Cancel reply' }));
    await expect(canvasElement.querySelector('#comment_parent')).toHaveValue('0');
  },
};
