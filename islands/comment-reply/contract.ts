/**
 * The comment reply contract (spec §2 "Posts with comments", §3 "Comment form"): WordPress's comment-template
 * markup — reply links with `data-commentid`, `data-postid`, `data-belowelement`, `data-respondelement`,
 * `data-replyto`; the form's `#comment_parent`, `#comment_post_ID`, `#reply-title` and `#cancel-comment-reply-link`.
 */
export const SEL = {
  replyLink: '.comment-reply-link',
  parent: '#comment_parent',
  postId: '#comment_post_ID',
  title: '#reply-title',
  cancel: '#cancel-comment-reply-link',
  form: 'form',
  submit: '#submit, [type="submit"]',
} as const;
/** WordPress's placeholder keeping the form's original place while it is moved. */
export const PLACEHOLDER_ID = 'wp-temp-form-div';
