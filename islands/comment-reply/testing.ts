/** Test and story fixtures of the comment reply island (never bundled): WordPress's threaded comment markup. */

/** One comment with its Reply link. */
export const commentHtml = (id: number, author: string, postId = 7): string =>
  `<li id="comment-${id}" class="comment"><article id="div-comment-${id}" class="comment-body"><p>A comment by ${author}.</p><div class="reply"><a rel="nofollow" class="comment-reply-link" href="/blog/post/?replytocom=${id}#respond" data-commentid="${id}" data-postid="${postId}" data-belowelement="div-comment-${id}" data-respondelement="respond" data-replyto="Reply to ${author}" aria-label="Reply to ${author}">Reply</a></div></article></li>`;

/** A comment area with two comments and the form (as the shop prints a post's comments). */
export function commentAreaHtml(postId = 7): string {
  return `<div id="comments" class="comments-area"><h2 class="comments-title">Comments</h2><ol class="commentlist comment-list">${commentHtml(11, 'Ada', postId)}${commentHtml(12, 'Bo', postId)}</ol>
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="/blog/post/#respond" hidden>Cancel reply</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment"></textarea></p>
<p class="comment-form-author"><label for="author">Name</label><input id="author" name="author" type="text"></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post comment"><input type="hidden" name="comment_post_ID" value="${postId}" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="0"></p></form></div></div>`;
}
