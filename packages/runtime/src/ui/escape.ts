const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text as HTML: `& < > " '` written as character references, so shop data and server messages put into markup
 * (notice lists, templates, glightbox captions) always show as their text, in element content and in quoted
 * attribute values alike.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
