import type { IslandDefinition } from '@storefront/runtime';

/**
 * WordPress's comment form in a threaded comment area (`.comments-area .comment-respond`; product reviews are not
 * threaded and are left alone). Until it mounts, 'Reply' links work as links (`?replytocom=`).
 */
export const commentReplyIsland: IslandDefinition = {
  name: 'comment-reply',
  selectors: ['.comments-area .comment-respond'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
